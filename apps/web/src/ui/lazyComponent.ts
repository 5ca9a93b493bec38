import { lazy, type ComponentType } from 'react';

/**
 * `load` run once and its promise shared; after a failure the next call tries again (a chunk that
 * failed to arrive over a poor network may come the next time).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
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
 * gives it a chunk of its own) and `pick` takes the component from it; `prefetch` lets the app
 * fetch the chunk while the visitor does something else.
 */
export function lazyComponent<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  type Loaded = { default: ComponentType<P> };
  let loaded: Loaded | null = null;
  const start = loadOnce(() => load().then((module) => (loaded = { default: pick(module) })));
  // A chunk already fetched (prefetched) is handed over at once: React reads a thenable that
  // calls back synchronously without suspending, so no fallback flashes by. (React only calls
  // `then`; its type asks for a whole Promise.)
  const now = (value: Loaded) =>
    ({ then: (resolve: (v: Loaded) => void) => resolve(value) }) as unknown as Promise<Loaded>;
  return {
    Component: lazy(() => (loaded ? now(loaded) : start())),
    prefetch: () => void start().catch(() => undefined),
  };
}
