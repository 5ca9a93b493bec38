import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@netlens/core';
import { testDatabases } from '../../test/harness.js';
import { Browser } from '../../test/identity-helpers.js';
import {
  DL_BASE as base,
  FORBIDDEN,
  domainLensSuite,
  governedSet as newSet,
  newSet as plainSet,
  type Person,
} from '../../test/domainlens-people.js';

const kinds = await testDatabases();

describe.each(kinds)('Domain Lens workflow (%s)', (kind) => {
  const dl = domainLensSuite(kind);
  const { post, get } = dl;

  it('runs a change from draft to staged, refusing the wrong role at each step', async () => {
    const created = await post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: newSet(),
      changeReason: 'New Exchange set',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Changes saved.');
    let change = created.json().change;
    expect(change).toMatchObject({
      status: 'Draft',
      version: 1,
      isRequireChangeCouncilApproval: true,
      validationOutcome: 'NotRun',
      validationTestResults: [],
    });
    expect(change.changeDetail.fqdnAdditions).toEqual(['outlook.office.com', 'outlook.office365.com']);
    expect(change.changeDetail.authors).toEqual(['author@contoso.example']);

    // Someone else may not edit the draft; its author edits version 1, and a stale edit of
    // version 1 then conflicts and changes nothing.
    const other = await post('champ', 'EndpointSetChange/UpsertDraft', {
      id: change.id,
      version: 1,
      endpointSet: newSet({ tcpPorts: '25' }),
      changeReason: 'SMTP',
    });
    expect(other.statusCode).toBe(403);
    const edit = await post('author', 'EndpointSetChange/UpsertDraft', {
      id: change.id,
      version: 1,
      endpointSet: newSet({ tcpPorts: '443' }),
      changeReason: 'Only HTTPS',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const stale = await post('author', 'EndpointSetChange/UpsertDraft', {
      id: change.id,
      version: 1,
      endpointSet: newSet({ tcpPorts: '25' }),
      changeReason: 'SMTP',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.id).toBe('DOMAINLENS_VERSION_CONFLICT');
    expect(stale.json().error.message).toContain('version 2');
    change = edit.json().change;
    expect(change.version).toBe(2);
    expect(change.endpointSetSnapshot.tcpPorts).toBe('443');
    expect(change.changeDetail.authors).toEqual(['author@contoso.example']);

    // Only one open change per endpoint set; searching finds it by reason and author.
    const listed = await get('author', 'EndpointSetChange/List?search=only%20https');
    expect(listed.headers['content-type']).toBe('application/json; charset=utf-8');
    // The list is written as bytes, past the response serialiser: it still keeps the contract.
    const found = endpoints.ListEndpointSetChanges.response.parse(listed.json());
    expect(found.map((c) => c.id)).toEqual([change.id]);
    expect(found[0]).toEqual(change);
    expect((await get('author', 'EndpointSetChange/List?search=nothing-like-it')).json()).toEqual([]);

    const step = async (who: Person, action: string, expected: number, note = '') => {
      const res = await post(who, `EndpointSetChange/${action}`, {
        id: change.id,
        version: change.version,
        note,
      });
      expect(res.statusCode, `${who} ${action}: ${res.body}`).toBe(expected);
      if (expected === 200) change = res.json().change;
      return res;
    };

    // Submit: signed-out and strangers refused.
    expect(
      (
        await new Browser(dl.t).request({
          method: 'POST',
          url: `${base}/EndpointSetChange/Submit`,
          payload: { id: change.id },
        })
      ).statusCode,
    ).toBe(401);
    expect((await step('stranger', 'Submit', 403)).json().error.message).toBe(FORBIDDEN);
    expect((await step('author', 'Submit', 200)).json().message).toBe('Changes submitted for review.');
    expect(change.status).toBe('PendingReview');
    expect(change.changeDetail.submittedDate).toBeTruthy();

    // Revert the submission and submit again.
    expect((await step('stranger', 'RevertSubmit', 403)).statusCode).toBe(403);
    await step('author', 'RevertSubmit', 200);
    expect(change.status).toBe('Draft');
    await step('author', 'Submit', 200);

    // Neither a champion of another workload, nor the author, nor a stranger approves for the workload.
    for (const who of ['stranger', 'author', 'otherChamp'] as const)
      await step(who, 'WorkloadChampApprove', 403);
    expect((await step('champ', 'WorkloadChampApprove', 200, 'ok for Exchange')).json().message).toBe(
      'Changes approved.',
    );
    expect(change).toMatchObject({
      status: 'PendingReview',
      isWorkloadChampApproved: true,
      workloadChampApprovedBy: 'champ@contoso.example',
    });

    // Block: council only; a blocked change can neither be advanced nor edited.
    for (const who of ['stranger', 'author', 'champ'] as const) await step(who, 'Block', 403);
    expect((await step('council', 'Block', 200, 'wait for DNS')).json().message).toBe('Changes blocked.');
    expect((await step('council', 'ChangeCouncilApprove', 409)).json().error.id).toBe('DOMAINLENS_BLOCKED');
    for (const who of ['stranger', 'author', 'champ'] as const) await step(who, 'Unblock', 403);
    expect((await step('council', 'Unblock', 200, 'resolved')).json().message).toBe('Changes unblocked.');

    // Bypass: council only, and only of a blocking failure (there is none); then the council approves.
    for (const who of ['stranger', 'author', 'champ'] as const) await step(who, 'BypassTestFailures', 403);
    await step('council', 'BypassTestFailures', 409, 'known');
    for (const who of ['stranger', 'author', 'champ'] as const) await step(who, 'ChangeCouncilApprove', 403);
    await step('council', 'ChangeCouncilApprove', 200, 'approved');
    expect(change).toMatchObject({
      status: 'StagedForPublishing',
      isReadyToBePublished: true,
      isChangeCouncilApproved: true,
    });
    expect(change.log.map((l: { action: string }) => l.action)).toEqual([
      'CreateDraft',
      'SaveDraft',
      'Submit',
      'RevertSubmit',
      'Submit',
      'WorkloadChampApprove',
      'Block',
      'Unblock',
      'ChangeCouncilApprove',
    ]);
    // Editing a staged change is refused.
    const late = await post('author', 'EndpointSetChange/UpsertDraft', {
      id: change.id,
      version: change.version,
      endpointSet: newSet(),
      changeReason: 'x',
    });
    expect(late.statusCode).toBe(409);
  });

  it('discards a draft; a change without council approval is staged by its champion', async () => {
    const draft = (
      await post('author', 'EndpointSetChange/UpsertDraft', {
        endpointSet: plainSet({ workloadName: 'SharePoint', fqdns: ['contoso.sharepoint.com'] }),
        changeReason: 'SharePoint set',
        isRequireChangeCouncilApproval: false,
      })
    ).json().change;
    expect((await post('stranger', 'EndpointSetChange/RevertDraft', { id: draft.id })).statusCode).toBe(403);
    const discarded = await post('author', 'EndpointSetChange/RevertDraft', { id: draft.id, note: 'wrong' });
    expect(discarded.json()).toMatchObject({ message: 'Changes discarded.', change: { status: 'Deleted' } });
    const again = (
      await post('author', 'EndpointSetChange/UpsertDraft', {
        endpointSet: plainSet({ workloadName: 'SharePoint', fqdns: ['contoso.sharepoint.com'] }),
        changeReason: 'SharePoint set',
        isRequireChangeCouncilApproval: false,
      })
    ).json().change;
    await post('author', 'EndpointSetChange/Submit', { id: again.id });
    expect((await post('champ', 'EndpointSetChange/WorkloadChampApprove', { id: again.id })).statusCode).toBe(
      403,
    );
    const approved = await post('otherChamp', 'EndpointSetChange/WorkloadChampApprove', { id: again.id });
    expect(approved.json().change.status).toBe('StagedForPublishing');
  });

  it('lists sets never published with changes pending; a published set answers its service-tree ids', async () => {
    // The tests above left the Exchange and SharePoint sets staged, never published, and a
    // discarded draft, which is not listed.
    const sets = async (query = '') => (await get('author', `EndpointSet/List${query}`)).json();
    const fresh = await sets();
    expect(fresh.map((s: { workloadName: string }) => s.workloadName).sort()).toEqual([
      'Exchange',
      'SharePoint',
    ]);
    for (const s of fresh)
      expect(s).toMatchObject({ status: 'ChangesPending', publicId: null, publishedVersion: null });
    expect(await sets('?categories=Allow')).toEqual([]);
    expect(await sets('?categories=Optimize')).toHaveLength(1);
    expect(await sets('?categories=Optimize,Default')).toHaveLength(2);
    expect((await sets('?workloads=SharePoint'))[0].fqdns).toEqual(['contoso.sharepoint.com']);
    expect(
      (await sets('?search=outlook.office365')).map((s: { workloadName: string }) => s.workloadName),
    ).toEqual(['Exchange']);
    expect(await sets('?instances=France')).toEqual([]);

    const publish = await post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' });
    expect(publish.statusCode, publish.body).toBe(200);
    const published = await sets();
    expect(published).toHaveLength(2);
    for (const s of published) expect(s).toMatchObject({ status: 'Published', publicId: expect.any(Number) });
    const exchange = published.find((s: { workloadName: string }) => s.workloadName === 'Exchange');
    expect(
      (await get('author', `EndpointSet?internalId=${exchange.internalId}`)).json().serviceTreeIds,
    ).toEqual([]);

    // A change adding a service-tree id: once published, the set carries it; one row, changes pending meanwhile.
    const treeId = '6f1c0e3a-8d6b-4f36-9d35-1b1c2f8a7e01';
    const draft = await post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSetInternalId: exchange.internalId,
      endpointSet: newSet(),
      changeReason: 'Owner',
      serviceTreeIdAdditions: [treeId],
      isRequireChangeCouncilApproval: false,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const pending = await sets('?workloads=Exchange');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'ChangesPending', publicId: exchange.publicId });
    const id = draft.json().change.id;
    await post('author', 'EndpointSetChange/Submit', { id });
    await post('champ', 'EndpointSetChange/WorkloadChampApprove', { id });
    const staged = await post('council', 'EndpointSetChange/ChangeCouncilApprove', { id });
    expect(staged.json().change.status).toBe('StagedForPublishing');
    expect((await post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' })).statusCode).toBe(
      200,
    );
    const read = (await get('author', `EndpointSet?internalId=${exchange.internalId}`)).json();
    expect(read).toMatchObject({ status: 'Published', serviceTreeIds: [treeId] });
  });

  it('lists changes as they stand after each action, compressed for callers that accept it', async () => {
    const listed = async (coding?: string) => {
      const res = await dl.as.author.request({
        url: `${base}/EndpointSetChange/List?workloads=SharePoint`,
        headers: coding ? { 'accept-encoding': coding } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const statusOf = (res: { json: () => { status: string; version: number }[] }) =>
      res.json().map((c) => `${c.status}@${c.version}`);
    const before = statusOf(await listed());
    const draft = await post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: newSet({ workloadName: 'SharePoint', fqdns: ['fabrikam.sharepoint.com'] }),
      changeReason: 'Kept lists follow',
    });
    const id = draft.json().change.id;
    expect(statusOf(await listed())).toEqual(['Draft@1', ...before]);
    await post('author', 'EndpointSetChange/Submit', { id, version: 1 });
    const plain = await listed();
    expect(statusOf(plain)).toEqual(['PendingReview@2', ...before]);
    const gz = await listed('gzip, deflate, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers['cache-control']).toBe('private, no-store');
  });
});
