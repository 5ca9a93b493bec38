import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { endpoints } from '@netlens/core';
import { endpointQuery } from './endpointQuery';
import { endpointKey, invalidateEndpoints } from './queryKey';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

describe('queries of endpoint-table entries', () => {
  it("keys a call by its entry's name and its input", () => {
    expect(endpointQuery(endpoints.GetReceivers, { params: { id: 'r1' } }).queryKey).toEqual([
      'GetReceivers',
      { params: { id: 'r1' } },
    ]);
    expect(endpointQuery(endpoints.NetworkHealth).queryKey).toEqual(['NetworkHealth', {}]);
  });

  it("calls the entry's path with its input and answers what its schema accepts", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ people: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const client = new QueryClient();
    const answer = await client.fetchQuery(
      endpointQuery(endpoints.SearchPeople, { query: { prefix: 'an' } }),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`${endpoints.SearchPeople.path}?prefix=an`);
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    expect(answer).toEqual({ people: [] });
  });

  it('invalidates every cached answer of the entries named, and no other', async () => {
    const client = new QueryClient();
    const sets = endpointKey(endpoints.ListWorkloads, { query: {} });
    const entry = endpointKey(endpoints.ServiceTreeList, 'entry', 'x');
    client.setQueryData(sets, []);
    client.setQueryData(entry, null);
    await invalidateEndpoints(client, endpoints.ListWorkloads);
    expect(client.getQueryState(sets)?.isInvalidated).toBe(true);
    expect(client.getQueryState(entry)?.isInvalidated).toBe(false);
  });
});
