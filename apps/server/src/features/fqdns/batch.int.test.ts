import { beforeAll, describe, expect, it } from 'vitest';
import type { BatchAnswer, Fqdn } from '@netlens/core';
import { testDatabases } from '../../test/harness.js';
import { FORBIDDEN } from '../../test/domainlens-people.js';
import { FqdnApi, ServiceTree, fqdnSuite, importFqdns, type FqdnPerson } from '../../test/fqdns-fixtures.js';

const kinds = await testDatabases();
const ALL_FAILED = 'Update FQDNs failed. Please check if you have the require permission or try again.';

describe.each(kinds)('FQDN workload assignments and bulk updates (%s)', (kind) => {
  const w = fqdnSuite(kind);
  const ids: Record<string, string> = {};
  const post = (who: FqdnPerson, path: string, payload: object) =>
    w.b[who].request({ method: 'POST', url: `${FqdnApi}/Fqdn/${path}`, payload });
  const all = async (): Promise<Record<string, Fqdn>> => {
    const res = await w.b.author.request({
      method: 'POST',
      url: `${FqdnApi}/Fqdn/ListByIds`,
      payload: { fqdnIds: Object.values(ids) },
    });
    return Object.fromEntries((res.json() as Fqdn[]).map((f) => [f.domainName.split('.')[0]!, f]));
  };

  beforeAll(async () => {
    await importFqdns(w.t, [
      `a.contoso.com,Worldwide,Exchange,${ServiceTree.Owned},MVP`,
      `b.contoso.com,Worldwide,Exchange,${ServiceTree.Owned},MVPPlus`,
      `c.contoso.com,Worldwide,Exchange,${ServiceTree.Owned},Exclude`,
      `d.contoso.com,Worldwide,Exchange,${ServiceTree.Other},MVP`,
      `e.contoso.com,Worldwide,SharePoint,,ThirdParty`,
    ]);
    const res = await w.b.author.get(`${FqdnApi}/Fqdn/List?search=contoso.com`);
    for (const f of res.json().items as Fqdn[]) ids[f.domainName.split('.')[0]!] = f.id;
  });

  it('a move is requested, then accepted, rejected with a reason or cancelled by the right people only', async () => {
    expect(
      (await post('author', 'BatchCreateWorkloadAssignRequst', { fqdnIds: [ids.a], property: 'SharePoint' }))
        .statusCode,
    ).toBe(403);
    const unknown = await post('servicechamp', 'BatchCreateWorkloadAssignRequst', {
      fqdnIds: [ids.a],
      property: 'Nowhere',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].path).toBe('body.property');
    const req = await post('servicechamp', 'BatchCreateWorkloadAssignRequst', {
      fqdnIds: [ids.a, ids.b, ids.c],
      property: 'SharePoint',
      note: 'They serve sites',
    });
    expect(req.statusCode, req.body).toBe(200);
    expect(req.json()).toMatchObject({
      outcome: 'Succeeded',
      message: 'Workload assignment request created.',
      failed: [],
    });
    let now = await all();
    expect(now.a!.assignmentInfo).toMatchObject({
      assignmentStatus: 'PendingReview',
      newWorkload: 'SharePoint',
      requestedBy: 'servicechamp@contoso.example',
      requestedNote: 'They serve sites',
    });
    expect(now.a!.workload).toBe('Exchange');
    // Asking again while pending is refused per FQDN.
    const again = (
      await post('servicechamp', 'BatchCreateWorkloadAssignRequst', {
        fqdnIds: [ids.a],
        property: 'SharePoint',
      })
    ).json() as BatchAnswer;
    expect(again.outcome).toBe('Failed');
    expect(again.message).toBe(ALL_FAILED);
    expect(again.failed[0]).toMatchObject({
      domainName: 'a.contoso.com',
      reasonKey: 'fqdns.reasons.alreadyPending',
    });

    // The sending workload's champion may not accept; without the champion flag it is 403.
    const wrong = (
      await post('champ', 'BatchAckWorkloadAssignRequst', { fqdnIds: [ids.a] })
    ).json() as BatchAnswer;
    expect(wrong.outcome).toBe('Failed');
    expect(wrong.failed[0]!.reason).toBe("Only the receiving workload's champion can review this request.");
    const noRole = await post('author', 'BatchAckWorkloadAssignRequst', { fqdnIds: [ids.a] });
    expect(noRole.statusCode).toBe(403);
    expect(noRole.json().error.message).toBe(FORBIDDEN);

    const ack = (
      await post('otherchamp', 'BatchAckWorkloadAssignRequst', { fqdnIds: [ids.a, ids.b] })
    ).json() as BatchAnswer;
    expect(ack).toMatchObject({ outcome: 'Succeeded', message: 'Workload assignment request accepted.' });
    const noReason = await post('otherchamp', 'BatchRejectWorkloadAssignRequst', {
      fqdnIds: [ids.c],
      note: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json().error.details)).toContain('note');
    const reject = (
      await post('otherchamp', 'BatchRejectWorkloadAssignRequst', { fqdnIds: [ids.c], note: 'Not ours' })
    ).json();
    expect(reject.message).toBe('Workload assignment request rejected.');
    now = await all();
    expect([now.a!.workload, now.b!.workload, now.c!.workload]).toEqual([
      'SharePoint',
      'SharePoint',
      'Exchange',
    ]);
    expect(now.a!.assignmentInfo).toMatchObject({
      assignmentStatus: 'Approved',
      reviewedBy: 'otherchamp@contoso.example',
    });
    expect(now.c!.assignmentInfo).toMatchObject({ assignmentStatus: 'Rejected', reviewedNote: 'Not ours' });

    // Cancelling: only the requester (or a connectivity champion), only while pending.
    await post('champ', 'BatchCreateWorkloadAssignRequst', { fqdnIds: [ids.d], property: 'SharePoint' });
    const notRequester = (
      await post('servicechamp', 'BatchCancelWorkloadAssignRequst', { fqdnIds: [ids.d] })
    ).json();
    expect(notRequester.failed[0].reasonKey).toBe('fqdns.reasons.notRequester');
    const cancel = (
      await post('champ', 'BatchCancelWorkloadAssignRequst', { fqdnIds: [ids.d, ids.c] })
    ).json() as BatchAnswer;
    expect(cancel.outcome).toBe('PartiallyFailed');
    expect(cancel.updated).toEqual([ids.d]);
    expect(cancel.message).toContain(
      'c.contoso.com (Only the requester or a connectivity champion can cancel this request.)',
    );
    const settled = (await post('council', 'BatchCancelWorkloadAssignRequst', { fqdnIds: [ids.c] })).json();
    expect(settled.failed[0].reasonKey).toBe('fqdns.reasons.notPending');
    expect((await all()).d!.assignmentInfo.assignmentStatus).toBe('Cancelled');

    // A connectivity champion moves directly.
    const direct = (
      await post('council', 'BatchCreateWorkloadAssignRequst', { fqdnIds: [ids.e], property: 'Exchange' })
    ).json();
    expect(direct.message).toBe('Workload has been changed.');
    now = await all();
    expect(now.e!.workload).toBe('Exchange');
    expect(now.e!.assignmentInfo.assignmentStatus).toBe('ConnectivityChampUpdate');
    // The pending requests for a workload are a filter of the list.
    await post('champ', 'BatchCreateWorkloadAssignRequst', { fqdnIds: [ids.d], property: 'SharePoint' });
    const pending = await w.b.otherchamp.get(
      `${FqdnApi}/Fqdn/List?assignmentStatuses=PendingReview&newWorkloads=SharePoint`,
    );
    expect((pending.json().items as Fqdn[]).map((f) => f.domainName)).toEqual(['d.contoso.com']);
  });

  it('a bulk update changes the allowed FQDNs in one go and leaves the failed ones unchanged', async () => {
    const before = await all();
    const answer = (
      await post('owner', 'BatchUpdateFQDN', {
        fqdnIds: [ids.a, ids.b, ids.c, ids.d],
        type: 'CustomerFacing',
        property: 'Yes',
        note: 'Shown to users',
      })
    ).json() as BatchAnswer;
    expect(answer.outcome).toBe('PartiallyFailed');
    expect(answer.updated.sort()).toEqual([ids.a, ids.b].sort());
    expect(answer.failed.map((f) => [f.domainName, f.reasonKey])).toEqual([
      ['c.contoso.com', 'fqdns.reasons.scopeNotCustomerFacing'],
      ['d.contoso.com', 'fqdns.reasons.notServiceTreeOwner'],
    ]);
    expect(answer.message).toMatch(
      /^Update FQDNs partially failed: c\.contoso\.com \(.+\), d\.contoso\.com \(.+\)\./,
    );
    const after = await all();
    expect([after.a!.isCustomerFacingStatus, after.b!.isCustomerFacingStatus]).toEqual(['Yes', 'Yes']);
    expect(after.c).toEqual(before.c);
    expect(after.d).toEqual(before.d);

    const none = (
      await post('owner', 'BatchUpdateFQDN', {
        fqdnIds: [ids.c],
        type: 'CustomerFacing',
        property: 'Yes',
        note: 'x',
      })
    ).json();
    expect(none).toMatchObject({ outcome: 'Failed', message: ALL_FAILED });
    const noNote = (
      await post('owner', 'BatchUpdateFQDN', { fqdnIds: [ids.a], type: 'CustomerFacing', property: 'No' })
    ).json();
    expect(noNote.failed[0].reasonKey).toBe('fqdns.reasons.noteRequired');
    const badValue = await post('owner', 'BatchUpdateFQDN', {
      fqdnIds: [ids.a],
      type: 'CustomerFacing',
      property: 'Maybe',
    });
    expect(badValue.statusCode).toBe(400);
    expect(JSON.stringify(badValue.json().error.details)).toContain('property');
    expect(
      (await post('stranger', 'BatchUpdateFQDN', { fqdnIds: [ids.a], type: 'Deprecation', property: 'true' }))
        .statusCode,
    ).toBe(403);
  });

  it('isUpdateAll takes the list filters from the query', async () => {
    const res = await post('otherchamp', 'BatchUpdateFQDN?workloads=SharePoint', {
      isUpdateAll: true,
      type: 'Deprecation',
      property: 'true',
    });
    const answer = res.json() as BatchAnswer;
    expect(answer).toMatchObject({ outcome: 'Succeeded', message: 'Deprecation changed.' });
    expect(answer.updated.sort()).toEqual([ids.a, ids.b].sort());
    const deprecated = await w.b.author.get(`${FqdnApi}/Fqdn/Count?deprecated=true`);
    expect(deprecated.json().count).toBe(2);
    const tree = (
      await post('council', 'BatchUpdateFQDN?workloads=Exchange', {
        isUpdateAll: true,
        type: 'ServiceTree',
        property: ServiceTree.Other,
      })
    ).json();
    expect(tree.message).toBe('Service tree changed.');
    expect((await all()).c!.serviceTreeId).toBe(ServiceTree.Other);
  });
});
