/** The content encodings the web app's files are stored in beside the plain file, best first. */
export const StoredEncodings = ['br', 'gzip'] as const;
export type StoredEncoding = (typeof StoredEncodings)[number];

/**
 * The stored encoding an `Accept-Encoding` header accepts with the highest quality (brotli before
 * gzip at equal quality), or null for the plain file. `*` stands for any encoding the header does
 * not name; `q=0` refuses one. An absent header accepts only the plain file here: a client that
 * says nothing may not decode anything.
 */
export function pickEncoding(header: string | undefined): StoredEncoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  let best: StoredEncoding | null = null;
  let bestQ = 0;
  for (const encoding of StoredEncodings) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQ) [best, bestQ] = [encoding, q];
  }
  return best;
}
