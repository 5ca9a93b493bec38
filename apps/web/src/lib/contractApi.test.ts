import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError, SignedOutInfo, endpoints } from '@netlens/core';
import { callContract, contractUrl } from './contractApi';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const session = SignedOutInfo;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

describe('calls through the lazily loaded contract', () => {
  it("calls the entry's path and returns the answer its schema accepts", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...session, extra: 'dropped' }));
    const answer = await callContract('ReadSession');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(endpoints.ReadSession.path);
    expect(answer).toMatchObject({ signedIn: false });
  });

  it('refuses an answer off the contract, naming the field', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...session, signedIn: 'yes' }));
    const error: unknown = await callContract('ReadSession').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).cause).toBeInstanceOf(ContractError);
    expect((error as ApiError).details[0]?.path).toBe('signedIn');
  });

  it("builds an entry's URL with its query", async () => {
    const url = await contractUrl('Login', { query: { returnTo: '/reports' } });
    expect(url).toBe(`${endpoints.Login.path}?returnTo=%2Freports`);
  });
});
