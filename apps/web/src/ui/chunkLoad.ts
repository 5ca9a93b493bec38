import { flushTelemetry, logUnhandledError } from '../lib/telemetry';

/** How long a script chunk may take to arrive before it counts as failed (spec 1 §9, spec 2 §9). */
export const ChunkLoadTimeoutMs = 120_000;

/** A script chunk that did not arrive: a failed fetch, a missing file after a release, or the time-out. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

/** `load` (a dynamic import), failing with a ChunkLoadError when it fails or takes longer than the time-out. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = ChunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk failed: no answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (isChunkLoadError(error)) return reject(error);
        const reason = error instanceof Error ? error.message : String(error);
        reject(new ChunkLoadError(`Loading chunk failed: ${reason}`, { cause: error }));
      },
    );
  });
}

// A page opened by the reload below is marked for its whole life, so it never reloads itself
// again: a chunk still missing after a reload shows the message and its reload button instead.
const ReloadedKey = 'netlens.chunkReload';
const reloadedPage = (() => {
  try {
    const marked = sessionStorage.getItem(ReloadedKey) !== null;
    sessionStorage.removeItem(ReloadedKey);
    return marked;
  } catch {
    return true; // no storage, no guard: never reload by ourselves
  }
})();
let reloading: Promise<boolean> | null = null;

/** What the recovery uses of the browser; tests pass fakes. */
export interface RecoveryEnv {
  /** Whether the server would serve this page again (serverServesPage). */
  servesPage: () => Promise<boolean>;
  reload: () => void;
}

/**
 * Whether the server answers this page's address with anything but a server error. A 5xx is a
 * server on its way down (it answers 503 while it closes) or a proxy without its upstream: a
 * reload then would only show an error page instead of this one. A 4xx still reloads (a proxy
 * asking to sign in again, say).
 */
export function serverServesPage(): Promise<boolean> {
  return fetch(location.href, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' }).then(
    (res) => res.status < 500,
    () => false,
  );
}

const browserRecovery: RecoveryEnv = {
  servesPage: serverServesPage,
  reload: () => location.reload(),
};

/**
 * After a chunk failed while a page needed it: records the failure and, unless this page is itself
 * such a reload, reloads the page once (a page open across a release asks for chunks of the build
 * it came with, which the new release no longer has; the reloaded page is of the new build). Only
 * when the server would serve the page: with the server going or gone, or the network down, a
 * reload would only trade the page for an error page, so the page stays and says loading the chunk
 * failed, with its reload button. Resolves whether the page is reloading.
 */
export function recoverFromChunkFailure(
  error: ChunkLoadError,
  env: RecoveryEnv = browserRecovery,
): Promise<boolean> {
  if (reloadedPage) return Promise.resolve(false);
  return (reloading ??= (async () => {
    logUnhandledError(error, 'ChunkReload');
    if (!(await env.servesPage())) {
      reloading = null; // a later failure, once the server is back, may still reload
      return false;
    }
    flushTelemetry(true);
    sessionStorage.setItem(ReloadedKey, new Date().toISOString());
    env.reload();
    return true;
  })());
}
