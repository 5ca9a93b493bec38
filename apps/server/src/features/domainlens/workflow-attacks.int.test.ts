import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/harness.js';
import { FORBIDDEN, domainLensSuite, emailOf, newSet, type Person } from '../../test/domainlens-people.js';

/** Each way change control was bypassed by one person, tried again through HTTP: each is refused. */
const kinds = await testDatabases();

describe.each(kinds)('Change control attacks (%s)', (kind) => {
  const dl = domainLensSuite(kind);

  const action = async (who: Person, name: string, id: string, note = '') =>
    dl.post(who, `EndpointSetChange/${name}`, { id, note });
  const draft = async (who: Person, body: object) => {
    const res = await dl.post(who, 'EndpointSetChange/UpsertDraft', { changeReason: 'Change', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().change;
  };
  const published = async () =>
    (
      await dl.as.reader.get(
        '/endpoints-service/endpoints/Worldwide?ClientRequestId=b10c5ae9-8f4b-4f1c-9c8e-6f0f5e2f7a11',
      )
    )
      .json()
      .map((s: { serviceArea: string; tcpPorts?: string }) => `${s.serviceArea}:${s.tcpPorts ?? ''}`);

  /** A published Exchange set: drafted by a reader, approved by Exchange's champion, published. */
  async function publishedExchangeSet(fqdn: string) {
    const c = await draft('reader', {
      endpointSet: newSet({ fqdns: [fqdn] }),
      isRequireChangeCouncilApproval: false,
    });
    expect((await action('reader', 'Submit', c.id)).statusCode).toBe(200);
    expect((await action('champ', 'WorkloadChampApprove', c.id)).json().change.status).toBe(
      'StagedForPublishing',
    );
    expect(
      (await dl.post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' })).statusCode,
    ).toBe(200);
    return c.endpointSetInternalId as string;
  }

  it("a SharePoint champion cannot take Exchange's set alone: relabelled, TCP 25, no council", async () => {
    const setId = await publishedExchangeSet('mail.contoso.com');
    const before = await published();
    const c = await draft('otherChamp', {
      endpointSetInternalId: setId,
      endpointSet: newSet({ fqdns: ['mail.contoso.com'], workloadName: 'SharePoint', tcpPorts: '25,80,443' }),
      isRequireChangeCouncilApproval: false,
    });
    // The policy requires the council for a move, whatever the author sent.
    expect(c).toMatchObject({
      previousWorkload: 'Exchange',
      workload: 'SharePoint',
      isRequireChangeCouncilApproval: true,
    });
    expect((await action('otherChamp', 'Submit', c.id)).statusCode).toBe(200);
    const own = await action('otherChamp', 'WorkloadChampApprove', c.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(FORBIDDEN);
    // Neither a champion of a third workload nor a plain reader approves for Exchange or SharePoint.
    for (const who of ['teams', 'reader', 'service'] as const)
      expect((await action(who, 'WorkloadChampApprove', c.id)).statusCode).toBe(403);
    // Exchange's champion approves the side it leaves; still waiting for SharePoint's and the council.
    const exchange = (await action('champ', 'WorkloadChampApprove', c.id)).json().change;
    expect(exchange).toMatchObject({
      status: 'PendingReview',
      isPreviousWorkloadChampApproved: true,
      isWorkloadChampApproved: false,
    });
    expect((await action('champ', 'WorkloadChampApprove', c.id)).statusCode).toBe(409);
    expect(
      (await dl.post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' })).statusCode,
    ).toBe(409);
    expect(await published()).toEqual(before);
  });

  it('an author cannot opt a governed change out of council approval', async () => {
    for (const endpointSet of [
      newSet({ governanceCategory: 'Optimize', fqdns: ['opt.contoso.com'] }),
      newSet({ fqdns: ['ip.contoso.com'], cidrs: ['40.96.0.0/13'] }),
    ]) {
      const c = await draft('reader', { endpointSet, isRequireChangeCouncilApproval: false });
      expect(c.isRequireChangeCouncilApproval).toBe(true);
      await action('reader', 'RevertDraft', c.id);
    }
    // A change the policy leaves to the champion may still ask for the council: more review, never less.
    const asked = await draft('reader', {
      endpointSet: newSet({ fqdns: ['ask.contoso.com'] }),
      isRequireChangeCouncilApproval: true,
    });
    expect(asked.isRequireChangeCouncilApproval).toBe(true);
    await action('reader', 'RevertDraft', asked.id);
  });

  it('a workload champion cannot approve a change they authored or edited', async () => {
    const c = await draft('reader', { endpointSet: newSet({ fqdns: ['own.contoso.com'] }) });
    const edited = await dl.post('champ', 'EndpointSetChange/UpsertDraft', {
      id: c.id,
      version: c.version,
      endpointSet: newSet({ fqdns: ['own.contoso.com'] }),
      changeReason: 'Mine now',
    });
    // Only an author or the council edits a draft; the champion is neither.
    expect(edited.statusCode).toBe(403);
    const mine = await draft('champ', { endpointSet: newSet({ fqdns: ['champ.contoso.com'] }) });
    await action('champ', 'Submit', mine.id);
    expect((await action('champ', 'WorkloadChampApprove', mine.id)).statusCode).toBe(403);
    expect((await action('champ2', 'WorkloadChampApprove', mine.id)).statusCode).toBe(200);
  });

  it('nobody else discards a draft or withdraws a change under review, keeping its approvals', async () => {
    const c = await draft('reader', {
      endpointSet: newSet({ fqdns: ['keep.contoso.com'], cidrs: ['52.96.0.0/14'] }),
    });
    for (const who of ['champ', 'teams', 'service', 'outsider'] as const)
      expect((await action(who, 'RevertDraft', c.id)).statusCode).toBe(403);
    await action('reader', 'Submit', c.id);
    expect((await action('champ', 'WorkloadChampApprove', c.id)).statusCode).toBe(200);
    for (const who of ['champ', 'teams', 'otherChamp'] as const)
      expect((await action(who, 'RevertSubmit', c.id)).statusCode).toBe(403);
    const list = (await dl.get('reader', 'EndpointSetChange/List?statuses=PendingReview')).json();
    expect(list.find((x: { id: string }) => x.id === c.id)).toMatchObject({
      status: 'PendingReview',
      isWorkloadChampApproved: true,
      workloadChampApprovedBy: emailOf('champ'),
    });
  });

  it('a council member approves, unblocks or bypasses no change they authored', async () => {
    const c = await draft('council', {
      endpointSet: newSet({ fqdns: ['council.contoso.com'], cidrs: ['52.100.0.0/14'] }),
    });
    await action('council', 'Submit', c.id);
    expect((await action('council', 'ChangeCouncilApprove', c.id)).statusCode).toBe(403);
    expect((await action('council', 'WorkloadChampApprove', c.id)).statusCode).toBe(403);
    expect((await action('council2', 'Block', c.id, 'hold')).statusCode).toBe(200);
    expect((await action('council', 'Unblock', c.id, 'mine')).statusCode).toBe(403);
    expect((await action('council2', 'Unblock', c.id, 'ok')).statusCode).toBe(200);
    expect(
      (await action('council2', 'ChangeCouncilApprove', c.id)).json().change.isChangeCouncilApproved,
    ).toBe(true);
  });

  it("another organisation's champions and council members are nobody here", async () => {
    const c = await draft('reader', { endpointSet: newSet({ fqdns: ['tenant.contoso.com'] }) });
    await action('reader', 'Submit', c.id);
    for (const name of ['Block', 'WorkloadChampApprove', 'ChangeCouncilApprove', 'RevertSubmit'])
      expect((await action('outsider', name, c.id, 'x')).statusCode).toBe(403);
    const ranges = await dl.post('outsider', 'IpRange/list', {
      source: 'ARIN',
      entries: [{ cidr: '10.0.0.0/8' }],
    });
    expect(ranges.statusCode).toBe(403);
    expect((await dl.get('outsider', 'DomainLensAccess')).statusCode).toBe(200);
    expect((await dl.get('outsider', 'DomainLensAccess')).json()).toMatchObject({
      hasAccessToDomainLens: false,
      isConnectivityChamp: false,
      championedWorkloads: [],
    });
  });
});
