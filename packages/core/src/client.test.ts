import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  ContractError,
  createApiClient,
  endpointUrl,
  type ApiClientOptions,
  type FetchLike,
} from './client.js';
import type { Endpoint } from './endpoint.js';
import * as endpoints from './endpoints.js';

const runId = '0b5f3c52-3f4a-4c2e-9a51-2f6a1c9e7d10';
const run = {
  runId,
  reportId: 'AAAAAAAAAAAAAAAAAAAAAA',
  status: 'Waiting',
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

/** A client over a fetch mock answering `answer`. */
function clientWith(answer: () => Response | Promise<Response>, options: Partial<ApiClientOptions> = {}) {
  const fetchMock = vi.fn<FetchLike>(async () => answer());
  const api = createApiClient({ base: '', fetch: fetchMock, ...options });
  const sent = (i = 0) => {
    const call = fetchMock.mock.calls[i];
    if (!call) throw new Error(`no call ${i}`);
    return { url: call[0], init: call[1] };
  };
  return { api, fetchMock, sent };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('endpointUrl', () => {
  it('fills in and encodes path parameters under the base', () => {
    const params = { id: 'a b/c', userId: 'ü?' };
    expect(endpointUrl('', endpoints.UnshareReport, { params })).toBe(
      '/api/ConnectivityTest/Share/a%20b%2Fc/%C3%BC%3F',
    );
    expect(endpointUrl('/gcc', endpoints.ReadReport, { params: { id: 'x' } })).toBe(
      '/gcc/api/AnonymousConnectivityTest/ReadReport/x',
    );
    expect(endpointUrl('https://host.example/gcc/', endpoints.DownloadAdvancedClient)).toBe(
      'https://host.example/gcc/api/LiveTest/client',
    );
  });

  it('appends the query in order, leaving out what is not given, repeating arrays', () => {
    expect(
      endpointUrl('', endpoints.ReadFeatureFlags, {
        params: { model: 'ConnectivityTest', version: '1.0' },
        query: { agents: 'ConnectivityTestWeb', environment: 'production' },
      }),
    ).toBe('/config/v1/ConnectivityTest/1.0?agents=ConnectivityTestWeb&environment=production');
    expect(endpointUrl('', endpoints.SearchPlaces, { query: { q: 'São Paulo', culture: undefined } })).toBe(
      '/api/geo/search?q=S%C3%A3o+Paulo',
    );
    expect(
      endpointUrl('', endpoints.ReverseGeocode, { query: { lat: 1.5, lon: -2, tags: ['a', 'b'] } }),
    ).toBe('/api/geo/reverse?lat=1.5&lon=-2&tags=a&tags=b');
    expect(endpointUrl('', endpoints.NetworkHealth, { query: {} })).toBe(
      '/api/AnonymousConnectivityTest/NetworkHealth',
    );
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => endpointUrl('', endpoints.ReadReport)).toThrow(
      'ReadReport: the path parameter id is missing',
    );
  });
});

describe('createApiClient', () => {
  it('GETs with the path parameters and returns the validated answer', async () => {
    const { api, sent } = clientWith(() => json(200, run), { base: () => '/gcc' });
    await expect(api.call(endpoints.ReadLiveRun, { params: { runId } })).resolves.toEqual(run);
    const { url, init } = sent();
    expect(url).toBe(`/gcc/api/LiveTest/Run/${runId}`);
    expect(init).toEqual({ method: 'GET', headers: { accept: 'application/json' } });
  });

  it('sends a JSON body with its content type', async () => {
    const { api, sent } = clientWith(() => json(201, { ...run, token: 'a'.repeat(43) }));
    await api.call(endpoints.CreateLiveRun, { body: { reportId: run.reportId } });
    const { url, init } = sent();
    expect(url).toBe('/api/LiveTest/CreateRun');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ reportId: run.reportId }),
    });
  });

  it('sends form fields url-encoded, from fields or from URLSearchParams', async () => {
    const answer = { id: 'AAAAAAAAAAAAAAAAAAAAAA' };
    const form: Endpoint = { ...endpoints.GenerateTestReport, response: z.object({ id: z.string() }) };
    const { api, sent } = clientWith(() => json(200, answer));
    const call = api.call as (e: Endpoint, input: object) => Promise<unknown>;
    await expect(
      call(form, { body: { city: 'São Paulo', latitude: '-23.5', region: undefined } }),
    ).resolves.toEqual(answer);
    expect(sent(0).init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: 'city=S%C3%A3o+Paulo&latitude=-23.5',
    });
    await call(form, { body: new URLSearchParams({ measuredLatencies: '12.5,13' }) });
    expect(sent(1).init.body).toBe('measuredLatencies=12.5%2C13');
  });

  it('adds the language, the credentials and, on state-changing calls only, the CSRF token', async () => {
    let token: string | null = 'csrf-1';
    const { api, sent } = clientWith(() => json(200, { endSessionUrl: null }), {
      language: () => 'ja',
      csrfToken: () => token,
      credentials: 'same-origin',
    });
    await api.call(endpoints.Logout);
    expect(sent(0).init).toMatchObject({
      credentials: 'same-origin',
      headers: { 'accept-language': 'ja', 'x-csrf-token': 'csrf-1' },
    });
    await api.call(endpoints.ReadSession).catch(() => undefined);
    expect(sent(1).init.headers).not.toHaveProperty('x-csrf-token');
    token = null;
    await api.call(endpoints.Logout);
    expect(sent(2).init.headers).not.toHaveProperty('x-csrf-token');
  });

  it('answers null for 204 No Content', async () => {
    const { api } = clientWith(() => new Response(null, { status: 204 }));
    await expect(api.call(endpoints.DeleteReport, { params: { id: 'x' } })).resolves.toBeNull();
  });

  it('names the endpoint and the field of a malformed answer', async () => {
    const onError = vi.fn();
    const { api } = clientWith(() => json(200, { ...run, status: 'Lost' }), { onError });
    const error = await failure(api.call(endpoints.ReadLiveRun, { params: { runId } }));
    expect(error.message).toBe(
      `GET /api/LiveTest/Run/${runId} failed with status 200: the answer does not match the contract`,
    );
    expect(error.endpoint).toBe('ReadLiveRun');
    expect(error.details).toEqual([{ path: 'status', message: expect.any(String) }]);
    expect(error.cause).toBeInstanceOf(ContractError);
    expect((error.cause as Error).message).toMatch(/^ReadLiveRun answered off the contract at status: /);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('maps the error body to ApiError', async () => {
    const body = {
      error: {
        id: 'VALIDATION_FAILED',
        status: 400,
        message: 'The request is not valid: body.reportId',
        messageKey: 'errors.validationFailed',
        method: 'POST',
        path: '/api/LiveTest/CreateRun',
        requestId: 'req-1',
        details: [{ path: 'body.reportId', message: 'Invalid string' }],
      },
    };
    const { api } = clientWith(() => json(400, body, 'Bad Request'));
    const error = await failure(api.call(endpoints.CreateLiveRun, { body: { reportId: 'x' } }));
    expect(error.message).toBe(
      'POST /api/LiveTest/CreateRun failed with status 400 (VALIDATION_FAILED): The request is not valid: body.reportId',
    );
    expect(error).toMatchObject({
      endpoint: 'CreateLiveRun',
      status: 400,
      errorId: 'VALIDATION_FAILED',
      messageKey: 'errors.validationFailed',
      serverMessage: body.error.message,
      requestId: 'req-1',
      details: body.error.details,
    });
  });

  it('reports an error status without an error body, an unreadable answer and no answer', async () => {
    const { api, fetchMock } = clientWith(
      () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const bad = await failure(api.call(endpoints.NetworkHealth));
    expect(bad.message).toBe(
      'GET /api/AnonymousConnectivityTest/NetworkHealth failed with status 502: Bad Gateway',
    );
    expect(bad.errorId).toBeNull();

    fetchMock.mockResolvedValueOnce(new Response('<!doctype html>', { status: 200 }));
    expect((await failure(api.call(endpoints.NetworkHealth))).message).toContain('the answer is not JSON');

    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    const offline = await failure(api.call(endpoints.NetworkHealth));
    expect(offline.status).toBe(0);
    expect(offline.message).toContain('the server could not be reached');
  });

  it('lets an abort through untouched and without onError', async () => {
    const onError = vi.fn();
    const { api, fetchMock } = clientWith(() => json(200, {}), { onError });
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(api.call(endpoints.NetworkHealth, { signal: controller.signal })).rejects.toThrow('aborted');
    expect(sentSignal(fetchMock)).toBe(controller.signal);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reads a text reply as its text, and its refusal as the error body', async () => {
    const id = '6f0d2b8e-1c7a-4d5e-9f3b-2a1c0e9d8b7a';
    const { api, fetchMock, sent } = clientWith(
      () => new Response(id, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    );
    expect(await api.call(endpoints.PartnerRegisterCode, { body: { code: '123456' } })).toBe(id);
    expect(sent().init.headers.accept).toBe('text/plain, application/json');
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: { id: 'PARTNER_VERIFICATION_FAILED', status: 400, message: 'Verification Failed' },
      }),
    );
    const refused = await failure(api.call(endpoints.PartnerRegisterCode, { body: { code: '000000' } }));
    expect(refused.status).toBe(400);
    expect(refused.errorId).toBe('PARTNER_VERIFICATION_FAILED');
  });

  it('builds URLs of endpoints that answer no JSON', () => {
    const api = createApiClient({ base: '/gcc' });
    expect(api.url(endpoints.Login, { query: { returnTo: '/history', prompt: 'none' } })).toBe(
      '/gcc/api/identity/login?returnTo=%2Fhistory&prompt=none',
    );
  });
});

function sentSignal(fetchMock: ReturnType<typeof vi.fn<FetchLike>>) {
  return fetchMock.mock.calls[0]?.[1].signal;
}
