import { randomUUID } from 'node:crypto';
import { DispositionSchema, ImpactSchema } from '@netlens/core';
import { z } from 'zod';

/** Why following the upstream failed: the message is what the job logs and the command prints. */
export class UpstreamError extends Error {}

/** The ClientRequestId the public service asks of its callers: one per process. */
export const UpstreamClientRequestId = randomUUID();

/** Bounds of one call: its time and the size of its body. */
export const UpstreamTimeoutMs = 30_000;
export const UpstreamMaxBytes = 16 * 1024 * 1024;

const VersionSchema = z.object({ instance: z.string(), latest: z.string().regex(/^\d{10}$/) });
const VersionsSchema = z.array(VersionSchema);

/** The fields of an upstream change record the follower reads (others are ignored). */
const ChangeRecordSchema = z.object({
  id: z.number().int(),
  endpointSetId: z.number().int(),
  disposition: DispositionSchema,
  impact: ImpactSchema.optional(),
  version: z.string().regex(/^\d{10}$/),
  add: z.object({ effectiveDate: z.string().optional() }).loose().optional(),
});
export type UpstreamChangeRecord = z.infer<typeof ChangeRecordSchema>;

/** Reads a body up to `UpstreamMaxBytes`. */
async function boundedText(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > UpstreamMaxBytes) {
      await reader.cancel();
      throw new UpstreamError(`the answer is larger than ${UpstreamMaxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** One JSON call of the upstream's public service; every failure is an UpstreamError naming it. */
async function call(base: string, path: string, signal?: AbortSignal): Promise<unknown> {
  const url = `${base}${path}?ClientRequestId=${UpstreamClientRequestId}`;
  const timeout = AbortSignal.timeout(UpstreamTimeoutMs);
  let text: string;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'follow',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new UpstreamError(`${path} answered HTTP ${res.status}`);
    }
    text = await boundedText(res);
  } catch (err) {
    if (err instanceof UpstreamError) throw err;
    // undici says "fetch failed" and keeps the network's reason in `cause`.
    const cause = (err as { cause?: { message?: string } }).cause?.message;
    const reason = timeout.aborted
      ? `no answer within ${UpstreamTimeoutMs / 1000} s`
      : `${(err as Error).message}${cause ? ` (${cause})` : ''}`;
    throw new UpstreamError(`${path}: ${reason}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError(`${path} answered malformed JSON`);
  }
}

function checked<T extends z.ZodType>(schema: T, data: unknown, path: string): z.output<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new UpstreamError(
    `${path} does not match the public format: ${issue.path.join('.')}: ${issue.message}`,
  );
}

/** The public service at `base` (e.g. https://endpoints.office.com). */
export function upstreamClient(base: string, signal?: AbortSignal) {
  return {
    /** Every instance the upstream lists, with its latest version. */
    versions: async () => checked(VersionsSchema, await call(base, '/version', signal), '/version'),
    version: async (instance: string) => {
      const path = `/version/${instance}`;
      return checked(VersionSchema, await call(base, path, signal), path).latest;
    },
    /** The list, unchecked: the importer's rules check it. */
    endpoints: (instance: string) => call(base, `/endpoints/${instance}`, signal),
    changes: async (instance: string, since: string) => {
      const path = `/changes/${instance}/${since}`;
      return checked(z.array(ChangeRecordSchema), await call(base, path, signal), path);
    },
  };
}
export type UpstreamClient = ReturnType<typeof upstreamClient>;
