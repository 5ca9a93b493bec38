import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/harness.js';
import { domainLensSuite, governedSet as newSet } from '../../test/domainlens-people.js';

const kinds = await testDatabases();

describe.each(kinds)('searching endpoint sets by what the list shows (%s)', (kind) => {
  const dl = domainLensSuite(kind);
  const found = async (query: string) =>
    ((await dl.get('author', `EndpointSet/List?${query}`)).json() as { workloadName: string }[]).map(
      (s) => s.workloadName,
    );

  it('finds a set by its status as displayed in the page language, and by its internal name', async () => {
    const draft = await dl.post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: newSet(),
      changeReason: 'New Exchange set',
    });
    expect(draft.statusCode, draft.body).toBe(200);

    expect(await found('search=Changes%20pending')).toEqual(['Exchange']);
    expect(await found('search=changes%20PENDING&lang=en')).toEqual(['Exchange']);
    expect(await found('search=ChangesPending')).toEqual(['Exchange']);
    expect(await found(`search=${encodeURIComponent('変更保留中')}&lang=ja`)).toEqual(['Exchange']);
    expect(await found(`search=${encodeURIComponent('更改待定')}&lang=zh-Hans`)).toEqual(['Exchange']);
    expect(await found(`search=${encodeURIComponent('變更待處理')}&lang=zh-Hant`)).toEqual(['Exchange']);
    expect(await found('search=ChangesPending&lang=ja')).toEqual(['Exchange']);
    // A status the set does not have finds nothing.
    expect(await found('search=Published')).toEqual([]);
    expect(await found(`search=${encodeURIComponent('公開済み')}&lang=ja`)).toEqual([]);
  });
});
