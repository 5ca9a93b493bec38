/**
 * A value read at most once per `maxAgeMs` (0: read on every call) rather than for every request,
 * one read at a time whoever asks; a failed read is not kept, and the next call reads again. With
 * `refreshAfterMs` below `maxAgeMs`, a value older than that is answered while the next one is
 * read beside it (that read's failure goes to `onError`); past `maxAgeMs` a call waits for it.
 */
export function keptValue<T>(
  read: () => Promise<T>,
  opts: { maxAgeMs: number; refreshAfterMs?: number; onError?: (err: unknown) => void },
): () => Promise<T> {
  const { maxAgeMs, refreshAfterMs = maxAgeMs, onError = () => undefined } = opts;
  let current: { at: number; value: T } | null = null;
  let reading: Promise<T> | null = null;
  const next = () =>
    (reading ??= (async () => {
      try {
        const at = Date.now();
        const value = await read();
        current = { at, value };
        return value;
      } finally {
        reading = null;
      }
    })());
  return async () => {
    if (maxAgeMs <= 0) return read();
    const age = current ? Date.now() - current.at : Infinity;
    if (!current || age >= maxAgeMs) return next();
    if (age >= refreshAfterMs) next().catch(onError);
    return current.value;
  };
}
