/**
 * Runs `work` once the browser is idle (within `timeoutMs` at the latest; after a short timer where
 * idle callbacks are unavailable). Returns how to cancel it.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, Math.min(timeoutMs, 500));
  return () => clearTimeout(timer);
}
