import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FrontendConfigurationSchema, TelemetryBatchSchema, type Endpoint } from '@netlens/core';
import { ApiError, api } from './api';
import { flushTelemetry, resetTelemetryForTests } from './telemetry';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An endpoint of the given method and path that answers anything (or the given schema). */
const endpoint = (method: Endpoint['method'], path: `/${string}`, response: z.ZodType = z.unknown()) =>
  ({
    name: `Test${method}`,
    method,
    path,
    summary: 'test',
    tags: [],
    body: z.unknown(),
    query: z.object({ lang: z.string().optional() }),
    response,
    errors: [],
  }) as const satisfies Endpoint;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  resetTelemetryForTests();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the web app API client', () => {
  it('returns the parsed answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { accepted: 3 }));
    await expect(api.call(endpoint('POST', '/api/telemetry'), { body: { a: 1 } })).resolves.toEqual({
      accepted: 3,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/telemetry');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });

  it('names method, path and status and carries the server error, then logs E00001', async () => {
    fetchMock.mockResolvedValueOnce(
      json(503, {
        error: {
          id: 'SERVICE_UNAVAILABLE',
          status: 503,
          message: 'The service is not available right now.',
          messageKey: 'errors.serviceUnavailable',
          method: 'GET',
          path: '/api/x',
          requestId: 'req-7',
        },
      }),
    );
    const error = await failure(api.call(endpoint('GET', '/api/x'), { query: { lang: 'en' } }));
    expect(error.message).toBe(
      'GET /api/x failed with status 503 (SERVICE_UNAVAILABLE): The service is not available right now.',
    );
    expect(error).toMatchObject({
      method: 'GET',
      path: '/api/x',
      status: 503,
      errorId: 'SERVICE_UNAVAILABLE',
      messageKey: 'errors.serviceUnavailable',
      requestId: 'req-7',
    });

    fetchMock.mockResolvedValueOnce(json(200, { accepted: 1 }));
    flushTelemetry();
    const body = TelemetryBatchSchema.parse(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body)));
    expect(body.items[0]).toMatchObject({ kind: 'log', logId: 'E00001', properties: { status: 503 } });
  });

  it('reports an error status whose body is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failure(api.call(endpoint('GET', '/api/y')));
    expect(error.message).toBe('GET /api/y failed with status 502: Bad Gateway');
    expect(error.errorId).toBeNull();
  });

  it('reports network failures with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(api.call(endpoint('DELETE', '/api/z')));
    expect(error.message).toBe('DELETE /api/z failed with status 0: the server could not be reached');
  });

  it('rejects a successful answer that is not JSON or breaks the contract', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html>', { status: 200 }));
    expect((await failure(api.call(endpoint('GET', '/api/a')))).message).toContain('the answer is not JSON');
    fetchMock.mockResolvedValueOnce(json(200, { env: 'production' }));
    const error = await failure(api.call(endpoint('GET', '/api/b', FrontendConfigurationSchema)));
    expect(error.message).toBe('GET /api/b failed with status 200: the answer does not match the contract');
  });

  it('passes an abort through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(api.call(endpoint('GET', '/api/c'), { signal: controller.signal })).rejects.toThrow(
      'aborted',
    );
  });
});
