import { lazy, type ComponentType } from 'react';
import { isChunkLoadError, loadChunk, recoverFromChunkFailure } from './chunkLoad';

/** A loader that runs once (see loadOnce); `value` is its result once it has arrived. */
export interface OnceLoader<T> {
  (): Promise<T>;
  readonly value: T | undefined;
}

/**
 * `load` (a chunk's dynamic import) run once and its promise shared, failing with a ChunkLoadError
 * after the chunk load time-out (`chunkLoad.ts`); after a failure the next call tries again (a
 * chunk that failed to arrive over a poor network may come the next time).
 */
export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let loading: Promise<T> | null = null;
  const state: { value: T | undefined } = { value: undefined };
  const once = () =>
    (loading ??= loadChunk(load).then(
      (value) => (state.value = value),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return Object.defineProperty(once, 'value', { get: () => state.value }) as OnceLoader<T>;
}

/** A component that ships in a chunk of its own: its lazy form and how to fetch it ahead of time. */
export interface LazyComponent<P extends object = object> {
  /** Render inside a Suspense boundary: it suspends until the chunk is in. */
  Component: ComponentType<P>;
  /** Starts loading the chunk (once; again after a failure); never throws. */
  prefetch: () => void;
}

/**
 * A component loaded on first use. `load` imports its module (a dynamic import, so the bundler
 * gives it a chunk of its own; a loadOnce loader may be shared with others that fetch the same
 * chunk ahead) and `pick` takes the component from it; `prefetch` lets the app fetch the chunk
 * while the visitor does something else. Every lazy part of the app is made here: when its chunk
 * fails as it is shown, the page reloads itself once if the server answers (a release under an
 * open page), else the nearest error boundary shows 'Loading chunk failed' with a reload button.
 */
export function lazyComponent<M, P extends object = object>(
  load: (() => Promise<M>) | OnceLoader<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  const once = 'value' in load ? load : loadOnce(load);
  type Loaded = { default: ComponentType<P> };
  // A chunk already fetched (prefetched, by anyone) is handed over at once: React reads a
  // thenable that calls back synchronously without suspending, so no fallback flashes by (and
  // React does not hold the page back to pace the fallback's reveal). React only calls `then`;
  // its type asks for a whole Promise.
  const now = (value: Loaded) =>
    ({ then: (resolve: (v: Loaded) => void) => resolve(value) }) as unknown as Promise<Loaded>;
  return {
    Component: lazy(() =>
      once.value !== undefined
        ? now({ default: pick(once.value) })
        : once().then(
            (module) => ({ default: pick(module) }),
            async (error: unknown) => {
              // While the page reloads, the fallback stays: nothing settles.
              if (isChunkLoadError(error) && (await recoverFromChunkFailure(error)))
                return new Promise<Loaded>(() => {});
              throw error;
            },
          ),
    ),
    prefetch: () => void once().catch(() => undefined),
  };
}
