import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN } from '../../test/domainlens-people.js';
import type { OcdiAssociation } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import type { Browser } from '../../test/identity-helpers.js';
import {
  FqdnApi,
  ServiceTree,
  fqdnIdsByName,
  importFqdns,
  seedFqdnWorld,
  seedPerson,
  type FqdnPerson,
} from '../../test/fqdns-fixtures.js';

const kinds = await testDatabases();
const Api = `${FqdnApi}/OcdiAssociation`;

describe.each(kinds)('OCDI associations: authors and their reviewers (%s)', (kind) => {
  let t: TestApp;
  let b: Record<FqdnPerson | 'champ2' | 'council2', Browser>;
  let ids: Record<string, string>;
  const send = (who: Browser, method: 'POST' | 'PUT', path: string, payload: object) =>
    who.request({ method, url: `${Api}/${path}`, payload });
  const input = (names: string[], ocdiDomains: string, submit: boolean) => ({
    fqdnIds: names.map((n) => ids[n]!),
    ocdiDomains,
    transitionStatus: 'Planning',
    gaDate: '2027-03-01',
    attested: true,
    submit,
  });
  const create = async (who: Browser, names: string[], ocdi: string, submit: boolean) => {
    const res = await send(who, 'POST', 'Create', input(names, ocdi, submit));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().association as OcdiAssociation;
  };
  const read = async (id: string) => (await b.author.get(`${Api}?id=${id}`)).json() as OcdiAssociation;
  const review = (who: Browser, id: string, decision: 'Approved' | 'Rejected') =>
    send(who, 'POST', 'Review', { id, decision, note: 'Reviewed' });

  beforeAll(async () => {
    t = await startTestApp(kind, { FEATURE_FLAGS: 'ocdiAssociation=true' });
    const world = await seedFqdnWorld(t);
    b = {
      ...world,
      champ2: await seedPerson(t, 'champ2'),
      council2: await seedPerson(t, 'council2'),
    };
    const names = ['mine', 'theirs', 'taken', 'own', 'edited', 'draft'];
    await importFqdns(
      t,
      names.map((n) => `${n}.contoso.com,Worldwide,Exchange,${ServiceTree.Owned},MVP`),
    );
    ids = await fqdnIdsByName(b.council, 'contoso.com');
  });
  afterAll(async () => t?.close());

  it("refuses a workload champion editing another champion's association: its members and names stay", async () => {
    const a = await create(b.champ, ['mine.contoso.com'], 'mine.cloud.microsoft', false);
    expect(a.authors).toEqual(['champ@contoso.example']);
    // Another champion of the same workload tries to replace its members and claim new names.
    for (const submit of [false, true]) {
      const res = await send(b.champ2, 'PUT', 'Update', {
        ...input(['theirs.contoso.com'], 'claimed.cloud.microsoft', submit),
        id: a.id,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(FORBIDDEN);
    }
    // So does a service champion, who may associate any FQDN but did not write this one.
    const service = await send(b.servicechamp, 'PUT', 'Update', {
      ...input(['mine.contoso.com'], 'claimed.cloud.microsoft', false),
      id: a.id,
    });
    expect(service.statusCode).toBe(403);
    expect(await read(a.id)).toEqual(a);
    // Its FQDN and name stay its own; what was claimed is still free.
    const taken = await send(
      b.champ2,
      'POST',
      'Create',
      input(['mine.contoso.com'], 'x.cloud.microsoft', true),
    );
    expect(taken.json().error.message).toBe('The FQDN already has an OCDI association: mine.contoso.com');
    await create(b.champ2, ['theirs.contoso.com'], 'claimed.cloud.microsoft', true);

    // Rejected, it is the author's again to edit and resubmit; never another champion's.
    const submitted = await send(b.champ, 'PUT', 'Update', {
      ...input(['mine.contoso.com'], 'mine.cloud.microsoft', true),
      id: a.id,
    });
    expect(submitted.json().association.state).toBe('PendingApproval');
    expect((await review(b.council, a.id, 'Rejected')).statusCode).toBe(200);
    const again = await send(b.champ2, 'PUT', 'Update', {
      ...input(['taken.contoso.com'], 'mine.cloud.microsoft', true),
      id: a.id,
    });
    expect(again.statusCode).toBe(403);
    expect((await read(a.id)).legacy.map((l) => l.domainName)).toEqual(['mine.contoso.com']);
    const resubmitted = await send(b.champ, 'PUT', 'Update', {
      ...input(['mine.contoso.com'], 'mine.cloud.microsoft', true),
      id: a.id,
    });
    expect(resubmitted.json().association).toMatchObject({
      state: 'PendingApproval',
      authors: [a.createdBy],
    });
  });

  it('refuses a connectivity champion reviewing an association they created', async () => {
    const a = await create(b.council, ['own.contoso.com'], 'own.cloud.microsoft', true);
    for (const decision of ['Approved', 'Rejected'] as const) {
      const res = await review(b.council, a.id, decision);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(FORBIDDEN);
    }
    expect(await read(a.id)).toEqual(a);
    const approved = await review(b.council2, a.id, 'Approved');
    expect(approved.json().association).toMatchObject({
      state: 'Approved',
      reviewedBy: 'council2@contoso.example',
    });
  });

  it('refuses a connectivity champion reviewing an association they edited', async () => {
    const a = await create(b.champ, ['edited.contoso.com'], 'edited.cloud.microsoft', false);
    // The council may edit any association, and is one of its authors from then on.
    const edited = await send(b.council, 'PUT', 'Update', {
      ...input(['edited.contoso.com'], 'edited.cloud.microsoft, more.cloud.microsoft', true),
      id: a.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().association.authors).toEqual(['champ@contoso.example', 'council@contoso.example']);
    expect((await review(b.council, a.id, 'Approved')).statusCode).toBe(403);
    expect((await read(a.id)).state).toBe('PendingApproval');
    expect((await review(b.council2, a.id, 'Rejected')).statusCode).toBe(200);
  });

  it("answers the caller's roles the tables read", async () => {
    const roles = (await b.champ2.get(`${FqdnApi}/Fqdn/Roles`)).json();
    expect(roles).toEqual({
      email: 'champ2@contoso.example',
      isWorkloadChamp: true,
      isServiceChamp: false,
      isConnectivityChamp: false,
      championedWorkloads: ['Exchange'],
    });
    expect((await b.stranger.get(`${FqdnApi}/Fqdn/Roles`)).statusCode).toBe(403);
  });
});
