import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork } from '../test/render';
import { ChunkLoadError, recoverFromChunkFailure, serverServesPage } from './chunkLoad';

// The page's one reload after a chunk failed (a release under an open page), and none while the
// server would not serve the page: a reload then would only show an error page.
describe('recovering from a chunk that did not arrive', () => {
  const failure = () => new ChunkLoadError('Loading chunk failed: StatusPage-x.js');
  beforeEach(() => void fakeNetwork(() => new Response(null, { status: 204 })));

  it('stays on the page (no reload) while the server does not answer', async () => {
    const reload = vi.fn();
    const servesPage = vi.fn(async () => false);
    await expect(recoverFromChunkFailure(failure(), { servesPage, reload })).resolves.toBe(false);
    expect(servesPage).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('netlens.chunkReload')).toBeNull();
  });

  it('reloads once when the server answers, however many chunks failed', async () => {
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    const reload = vi.fn();
    const env = { servesPage: vi.fn(async () => true), reload };
    const answers = await Promise.all([
      recoverFromChunkFailure(failure(), env),
      recoverFromChunkFailure(failure(), env),
    ]);
    expect(answers).toEqual([true, true]);
    expect(reload).toHaveBeenCalledOnce();
    // The reloaded page is marked, so it never reloads itself again.
    expect(sessionStorage.getItem('netlens.chunkReload')).not.toBeNull();
    // The failure went to the telemetry as the page went away.
    expect(beacon.mock.calls.some(([url]) => String(url).endsWith('/api/telemetry'))).toBe(true);
  });

  it('counts a server that answers 5xx (closing, or a proxy without it) as not serving the page', async () => {
    const seen = async (answer: () => Response | Promise<never>) => {
      const requests = fakeNetwork(answer);
      const served = await serverServesPage();
      expect(requests.at(-1)?.method).toBe('HEAD');
      return served;
    };
    expect(await seen(() => new Response(null, { status: 200 }))).toBe(true);
    expect(await seen(() => new Response(null, { status: 401 }))).toBe(true);
    expect(await seen(() => new Response(null, { status: 503 }))).toBe(false);
    expect(await seen(() => new Response(null, { status: 502 }))).toBe(false);
    expect(await seen(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });
});
