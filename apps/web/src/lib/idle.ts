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

/**
 * Runs `work` once the page has painted the frame in which it is called: after the next
 * animation frame (or a short timer, in a background tab that paints none), in a task of its own.
 * Starting a chunk's fetch costs the page's main thread (Chromium adds a preload link per file
 * the chunk needs), so the start page's first frame, with its Run test button, is not held
 * back by fetches it can do without. `work` may return how to cancel what it started; the
 * returned function cancels either.
 */
export function afterPaint(work: () => (() => void) | void, fallbackMs = 100): () => void {
  let cancelWork: (() => void) | void;
  let done = false;
  /** Ends the wait; whether it was still waiting. */
  const stop = () => {
    if (done) return false;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    return true;
  };
  const run = () => void (stop() && (cancelWork = work()));
  const frame = requestAnimationFrame(() => setTimeout(run, 0));
  const fallback = setTimeout(run, fallbackMs);
  return () => {
    stop();
    cancelWork?.();
  };
}
