import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fqdn, OcdiAssociation } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { FORBIDDEN } from '../../test/domainlens-people.js';
import {
  FqdnApi,
  ServiceTree,
  fqdnSuite,
  importFqdns,
  seedFqdnWorld,
  type FqdnPerson,
} from '../../test/fqdns-fixtures.js';

const kinds = await testDatabases();
const On = { FEATURE_FLAGS: 'ocdiAssociation=true' };
const Api = `${FqdnApi}/OcdiAssociation`;

describe.each(kinds)('OCDI associations (%s)', (kind) => {
  const w = fqdnSuite(kind, On);
  const ids: Record<string, string> = {};
  const send = (who: FqdnPerson, method: 'POST' | 'PUT', path: string, payload: object) =>
    w.b[who].request({ method, url: `${Api}/${path}`, payload });
  const valid = (names: string[], over: object = {}) => ({
    fqdnIds: names.map((n) => ids[n]!),
    ocdiDomains: 'mail.cloud.microsoft, calendar.cloud.microsoft',
    transitionStatus: 'Planning',
    gaDate: '2027-03-01',
    attested: true,
    submit: true,
    ...over,
  });
  /** The 400 message of a refused creation. */
  const refusal = async (body: object) => {
    const res = await send('servicechamp', 'POST', 'Create', body);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().error.message as string;
  };

  beforeAll(async () => {
    const o = ServiceTree.Owned;
    await importFqdns(w.t, [
      `mail.contoso.com,Worldwide,Exchange,${o},MVP`,
      `calendar.contoso.com,Worldwide,Exchange,${o},MVP`,
      `people.contoso.com,Worldwide,Exchange,${o},MVP`,
      `other.contoso.com,Worldwide,Exchange,${ServiceTree.Other},MVP`,
      `cn.contoso.com,China,Exchange,${o},MVP`,
      `bare.contoso.com,Worldwide,Exchange,,MVP`,
      `*.contoso.com,Worldwide,Exchange,${o},MVP`,
      `*.files.contoso.com,Worldwide,Exchange,${o},MVP`,
      `teams.cloud.microsoft,Worldwide,SharePoint,${ServiceTree.Other},MVP`,
      `sites.contoso.com,Worldwide,SharePoint,${o},MVP`,
      `race1.contoso.com,Worldwide,Exchange,${o},MVP`,
      `race2.contoso.com,Worldwide,Exchange,${o},MVP`,
      ...Array.from({ length: 101 }, (_, i) => `h${i}.bulk.contoso.com,Worldwide,Exchange,${o},MVP`),
    ]);
    const res = await w.b.author.request({
      method: 'POST',
      url: `${FqdnApi}/Fqdn/ListByIds`,
      payload: { fqdnIds: [] },
    });
    expect(res.statusCode).toBe(200);
    for (let next: string | null = ''; next !== null;) {
      const page = await w.b.author.get(`${FqdnApi}/Fqdn/List${next ? `?continuation=${next}` : ''}`);
      const body = page.json() as { items: Fqdn[]; continuation: string | null };
      for (const f of body.items) ids[f.domainName] = f.id;
      next = body.continuation;
    }
  });

  it('refuses each empty value with its message', async () => {
    expect(await refusal(valid(['mail.contoso.com'], { ocdiDomains: ' ' }))).toBe('The OCDI domain is empty');
    expect(await refusal(valid([]))).toBe('The legacy domain is empty');
    expect(await refusal(valid(['mail.contoso.com'], { transitionStatus: '' }))).toBe(
      'The transition stage is empty',
    );
    expect(await refusal(valid(['mail.contoso.com'], { gaDate: '' }))).toBe('The GA date is empty');
  });

  it('refuses each wrong OCDI name, naming it', async () => {
    const m = ['mail.contoso.com'];
    expect(await refusal(valid(m, { ocdiDomains: 'mail.cloud.microsoft, bad!.cloud.microsoft' }))).toBe(
      'Not a valid domain name (use the form xxx.cloud.microsoft): bad!.cloud.microsoft',
    );
    expect(await refusal(valid(m, { ocdiDomains: 'a.cloud.microsoft, A.cloud.microsoft' }))).toBe(
      'Listed more than once: a.cloud.microsoft',
    );
    expect(await refusal(valid(m, { ocdiDomains: 'a.cloud.microsoft, outlook.office.com' }))).toBe(
      'The domain must be OCDI domain: outlook.office.com',
    );
    expect(await refusal(valid(m, { ocdiDomains: 'cloud.microsoft' }))).toBe(
      'A top-level domain is not allowed; use the third level or deeper (xxx.cloud.microsoft): cloud.microsoft',
    );
    expect(await refusal(valid(m, { ocdiDomains: 'teams.cloud.microsoft' }))).toBe(
      `The service tree does not match the legacy domains' service tree (${ServiceTree.Owned}): teams.cloud.microsoft`,
    );
  });

  it('refuses each wrong selection of legacy FQDNs, naming them', async () => {
    expect(await refusal(valid(['mail.contoso.com', 'teams.cloud.microsoft']))).toContain(
      'The domain must not be OCDI domain: teams.cloud.microsoft',
    );
    const bulk = Array.from({ length: 101 }, (_, i) => `h${i}.bulk.contoso.com`);
    expect(await refusal(valid(bulk))).toBe(
      'At most 100 FQDNs per association (101 selected); use a wildcard such as *.bulk.contoso.com instead.',
    );
    expect(await refusal(valid(['mail.contoso.com', 'cn.contoso.com']))).toBe(
      'The FQDNs must share one instance: cn.contoso.com',
    );
    expect(await refusal(valid(['bare.contoso.com']))).toBe('The FQDN has no service tree: bare.contoso.com');
    expect(await refusal(valid(['mail.contoso.com', 'other.contoso.com']))).toBe(
      'The FQDNs must share one service tree: other.contoso.com',
    );
    expect(await refusal(valid(['*.contoso.com']))).toBe(
      'This wildcard is too broad to associate (name a wildcard under a third-level domain): *.contoso.com',
    );
    expect(await refusal(valid(['mail.contoso.com'], { attested: false }))).toBe(
      'Tick the attestation checkbox to submit.',
    );
  });

  it('checks who may create and review, and that the FQDNs exist', async () => {
    const author = await send('author', 'POST', 'Create', valid(['people.contoso.com']));
    expect(author.statusCode).toBe(403);
    expect(author.json().error.message).toBe(FORBIDDEN);
    // SharePoint's champion does not champion Exchange's FQDNs.
    expect((await send('otherchamp', 'POST', 'Create', valid(['people.contoso.com']))).statusCode).toBe(403);
    const unknown = await send('servicechamp', 'POST', 'Create', {
      ...valid(['people.contoso.com']),
      fqdnIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('runs the workflow: not started → pending → rejected → edited → resubmitted → approved; then conflicts', async () => {
    // Low sample counts (-1: never counted) are a warning, not a refusal.
    const draft = await send(
      'champ',
      'POST',
      'Create',
      valid(['mail.contoso.com', 'calendar.contoso.com'], { submit: false, attested: false }),
    );
    expect(draft.statusCode, draft.body).toBe(200);
    const a = draft.json().association as OcdiAssociation;
    expect(a).toMatchObject({
      state: 'NotStarted',
      review: 'NA',
      ocdi: ['mail.cloud.microsoft', 'calendar.cloud.microsoft'],
    });
    expect(draft.json().message).toBe('The OCDI association has been saved.');
    expect(a.legacy.map((l) => l.domainName)).toEqual(['calendar.contoso.com', 'mail.contoso.com']);

    const submitted = await send('champ', 'PUT', 'Update', {
      ...valid(['mail.contoso.com', 'calendar.contoso.com']),
      id: a.id,
    });
    expect(submitted.json().association).toMatchObject({
      state: 'PendingApproval',
      review: 'PendingReview',
      submittedBy: 'champ@contoso.example',
    });
    // While pending it cannot be edited.
    expect(
      (await send('champ', 'PUT', 'Update', { ...valid(['mail.contoso.com']), id: a.id })).statusCode,
    ).toBe(409);

    expect((await send('champ', 'POST', 'Review', { id: a.id, decision: 'Approved' })).statusCode).toBe(403);
    const noNote = await send('council', 'POST', 'Review', { id: a.id, decision: 'Rejected' });
    expect(noNote.statusCode).toBe(400);
    const rejected = await send('council', 'POST', 'Review', {
      id: a.id,
      decision: 'Rejected',
      note: 'Calendar moves later',
    });
    expect(rejected.json()).toMatchObject({
      message: 'The OCDI association has been rejected.',
      association: {
        state: 'Rejected',
        review: 'Rejected',
        reviewNote: 'Calendar moves later',
        reviewedBy: 'council@contoso.example',
      },
    });

    const edited = await send('champ', 'PUT', 'Update', {
      ...valid(['mail.contoso.com'], { ocdiDomains: 'mail.cloud.microsoft' }),
      id: a.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().association).toMatchObject({
      state: 'PendingApproval',
      review: 'PendingReview',
      ocdi: ['mail.cloud.microsoft'],
    });
    const approved = await send('council', 'POST', 'Review', { id: a.id, decision: 'Approved' });
    expect(approved.json()).toMatchObject({
      message: 'The OCDI association has been approved.',
      association: { state: 'Approved', review: 'Approved' },
    });
    expect((await send('council', 'POST', 'Review', { id: a.id, decision: 'Approved' })).statusCode).toBe(
      409,
    );

    // The FQDN answers its association; calendar was released by the edit.
    const fqdns = (
      await w.b.author.request({
        method: 'POST',
        url: `${FqdnApi}/Fqdn/ListByIds`,
        payload: { fqdnIds: [ids['mail.contoso.com'], ids['calendar.contoso.com']] },
      })
    ).json() as Fqdn[];
    expect(fqdns[0]!.ocdiAssociations).toEqual([
      {
        id: a.id,
        Legacy: 'mail.contoso.com',
        Ocdi: ['mail.cloud.microsoft'],
        TransitionStatus: 'Planning',
        GaDate: '2027-03-01',
        state: 'Approved',
        review: 'Approved',
      },
    ]);
    expect(fqdns[1]!.ocdiAssociations).toEqual([]);

    // Conflicts with the stored association: its FQDN, and its OCDI name.
    expect(await refusal(valid(['mail.contoso.com'], { ocdiDomains: 'x.cloud.microsoft' }))).toBe(
      'The FQDN already has an OCDI association: mail.contoso.com',
    );
    expect(await refusal(valid(['calendar.contoso.com'], { ocdiDomains: 'mail.cloud.microsoft' }))).toBe(
      'Already in another OCDI association: mail.cloud.microsoft',
    );
    const listed = (await w.b.author.get(`${Api}/List?states=Approved`)).json() as OcdiAssociation[];
    expect(listed.map((x) => x.id)).toEqual([a.id]);
    expect((await w.b.author.get(`${Api}?id=${a.id}`)).json()).toMatchObject({ id: a.id, state: 'Approved' });
  });

  it('approves wildcard names only once the connectivity champion confirms the review', async () => {
    const res = await send(
      'champ',
      'POST',
      'Create',
      valid(['*.files.contoso.com'], { ocdiDomains: '*.files.cloud.microsoft' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json().association as OcdiAssociation).id;
    const unconfirmed = await send('council', 'POST', 'Review', { id, decision: 'Approved' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.message).toBe(
      "Wildcard names need a connectivity champion's review: *.files.cloud.microsoft, *.files.contoso.com",
    );
    const ok = await send('council', 'POST', 'Review', { id, decision: 'Approved', wildcardReviewed: true });
    expect(ok.json().association.state).toBe('Approved');
  });

  it('lets one of two racing requests for the same OCDI name through and answers the other with the rule', async () => {
    const answers = await Promise.all(
      ['race1.contoso.com', 'race2.contoso.com'].map((n) =>
        send('champ', 'POST', 'Create', valid([n], { ocdiDomains: 'race.cloud.microsoft' })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const lost = answers.find((a) => a.statusCode === 400)!;
    expect(lost.json().error.message).toBe('Already in another OCDI association: race.cloud.microsoft');
  });

  it('answers the failure texts when storing fails', async () => {
    const pending = await send(
      'champ',
      'POST',
      'Create',
      valid(['people.contoso.com'], { ocdiDomains: 'people.cloud.microsoft' }),
    );
    expect(pending.statusCode, pending.body).toBe(200);
    await w.t.app.db.schema.dropTable('ocdi_association_fqdns').execute();
    const review = await send('council', 'POST', 'Review', {
      id: pending.json().association.id,
      decision: 'Approved',
    });
    expect(review.statusCode).toBe(500);
    expect(review.json().error.message).toBe('You review operation failed, please try again later.');
    const save = await send(
      'servicechamp',
      'POST',
      'Create',
      valid(['sites.contoso.com'], { ocdiDomains: 'sites.cloud.microsoft' }),
    );
    expect(save.statusCode).toBe(500);
    expect(save.json().error.message).toBe(
      'Failed to save the OCDI association, please contact system administrator.',
    );
  });
});

describe.each(kinds)('OCDI associations without the flag (%s)', (kind) => {
  let t: TestApp;
  afterAll(async () => t?.close());
  it('are not found', async () => {
    t = await startTestApp(kind);
    const b = await seedFqdnWorld(t);
    const res = await b.council.get(`${Api}/List`);
    expect(res.statusCode).toBe(404);
  });
});
