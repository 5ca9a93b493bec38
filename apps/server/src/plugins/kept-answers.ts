import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Large answers (the public endpoint list is megabytes, the change list about one) kept per
 * process as bytes, with their gzip and brotli forms made once, on first need, off the event
 * loop (zlib's thread pool). Each form carries a strong ETag: a hash of its own bytes. The key
 * an answer is kept under names the state of the data it was made from, so a changed state
 * makes a new answer and an old one ages out.
 */
export type Coding = 'br' | 'gzip' | 'identity';

export interface Representation {
  body: Buffer;
  etag: string;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const tagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Brotli's quality 5: within a third of its best size at a hundredth of the time (11 takes seconds). */
function compress(coding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export class KeptAnswer {
  readonly identity: Representation;
  private readonly coded = new Map<'br' | 'gzip', Promise<Representation>>();

  constructor(
    readonly type: string,
    text: string,
  ) {
    const body = Buffer.from(text, 'utf8');
    this.identity = { body, etag: tagOf(body) };
  }

  /** The answer in `coding`, made the first time it is asked for. */
  form(coding: Coding): Promise<Representation> | Representation {
    if (coding === 'identity') return this.identity;
    let made = this.coded.get(coding);
    if (!made) {
      made = compress(coding, this.identity.body).then((body) => ({ body, etag: tagOf(body) }));
      this.coded.set(coding, made);
      made.catch(() => this.coded.delete(coding));
    }
    return made;
  }
}

/** The answers under their keys, the most recently used `kept` of them; concurrent misses share one make. */
export function answerCache(kept: number) {
  const answers = new Map<string, Promise<KeptAnswer>>();
  return (key: string, make: () => Promise<KeptAnswer>): Promise<KeptAnswer> => {
    let answer = answers.get(key);
    answers.delete(key);
    if (!answer) {
      answer = make();
      answer.catch(() => answers.delete(key));
    }
    answers.set(key, answer);
    if (answers.size > kept) answers.delete(answers.keys().next().value as string);
    return answer;
  };
}

/**
 * The coding to answer in, from Accept-Encoding: the highest q-value among brotli, gzip and
 * identity (preferred in that order on a tie). No header means identity; identity stays
 * acceptable unless refused explicitly, and is the answer when nothing else is acceptable.
 */
export function chooseCoding(header: string | undefined): Coding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const given = params.find((p) => p.startsWith('q='));
    const value = given ? Number(given.slice(2)) : 1;
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const star = q.get('*');
  const weight = (c: Coding) => q.get(c) ?? (c === 'identity' ? (star === 0 ? 0 : 1) : (star ?? 0));
  let best: Coding = 'identity';
  let bestWeight = 0;
  for (const c of ['br', 'gzip', 'identity'] as const) {
    if (weight(c) > bestWeight) [best, bestWeight] = [c, weight(c)];
  }
  return best;
}

/**
 * Sends the kept answer in the coding the caller accepts, with its ETag, `Vary: Accept-Encoding`
 * and `cacheControl` (a public hour unless told); 304 when If-None-Match names that form's ETag.
 */
export async function sendKept(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer,
  cacheControl = 'public, max-age=3600',
) {
  const coding = chooseCoding(req.headers['accept-encoding']);
  const form = await answer.form(coding);
  void reply
    .header('vary', 'Accept-Encoding')
    .header('etag', form.etag)
    .header('cache-control', cacheControl);
  const given = req.headers['if-none-match'];
  if (given && given.split(',').some((t) => t.trim() === form.etag || t.trim() === '*')) {
    return reply.code(304).send();
  }
  if (coding !== 'identity') void reply.header('content-encoding', coding);
  return reply.type(answer.type).send(form.body);
}
