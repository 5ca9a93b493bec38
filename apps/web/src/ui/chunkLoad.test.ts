import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, ChunkLoadTimeoutMs, isChunkLoadError, loadChunk } from './chunkLoad';
import { loadOnce } from './lazyComponent';

afterEach(() => vi.useRealTimers());

describe('loading a script chunk', () => {
  it('fails with a ChunkLoadError once the 120 s time-out passes without the chunk', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise<never>(() => {}));
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(ChunkLoadTimeoutMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
    const error: unknown = settled.mock.calls[0]![0];
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toMatch(/^Loading chunk failed/);
  });

  it('turns a failed import into a ChunkLoadError naming the cause, and passes a module through', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/StatusPage-x.js');
    const failed = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ChunkLoadError);
    expect((failed as Error).message).toContain('StatusPage-x.js');
    expect((failed as Error).cause).toBe(cause);
    await expect(loadChunk(() => Promise.resolve({ page: 1 }))).resolves.toEqual({ page: 1 });
  });

  it('keeps a ChunkLoadError of a nested load as it is', async () => {
    const inner = new ChunkLoadError('Loading chunk failed: strings');
    await expect(loadChunk(() => Promise.reject(inner))).rejects.toBe(inner);
  });

  it('tries the chunk again after a failure (loadOnce), and shares one load while it is pending', async () => {
    let calls = 0;
    const load = loadOnce(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ok'),
    );
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, calls, load.value]).toEqual(['ok', 'ok', 2, 'ok']);
  });
});
