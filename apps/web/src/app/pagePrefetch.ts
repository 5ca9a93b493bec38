const prefetchers = new Map<string, () => void>();

/**
 * Registers how to prefetch the page at a top-level path (the route table does); the first page
 * registered for a path is the one its navigation item opens.
 */
export function registerPrefetch(path: string, prefetch: () => void): void {
  if (!prefetchers.has(path)) prefetchers.set(path, prefetch);
}

/** Fetches the chunk of the page at a top-level path, e.g. when a link to it is pointed at. */
export function prefetchPage(path: string): void {
  prefetchers.get(path)?.();
}
