import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN } from '../../test/domainlens-people.js';
import {
  ChangeRequestStatusSchema,
  ChangeRequestWorkflow,
  type ChangeRequestAction,
  type ChangeRequestStatus,
  type PartnerChangeRequest,
} from '@netlens/core';
import { adminToken, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser, seedUser } from '../../test/identity-helpers.js';
import { PnppBase as base, registeredProvider } from '../../test/partners-fixtures.js';
import { matrixTests, rows, type Expected } from '../../test/workflow-matrix.js';

const kinds = await testDatabases();
const States = ChangeRequestStatusSchema.options;

/**
 * The callers, about a request of contoso's provider asked for by `requester` (a user of the
 * provider who is also staff): another staff member, a colleague at the provider, a user of
 * another provider, a user with neither access.
 */
type Relation = 'requester' | 'reviewer' | 'colleague' | 'otherProvider' | 'unentitled';

const { from, never, unseen } = rows(States);
/** Approving and rejecting: staff other than the requester, while pending. */
const review = {
  requester: never,
  reviewer: from(['PendingReview']),
  colleague: never,
  otherProvider: never,
  unentitled: never,
};
const Expected = {
  Approve: review,
  Reject: review,
  Cancel: {
    requester: from(['PendingReview']),
    reviewer: never,
    colleague: from(['PendingReview']),
    otherProvider: unseen,
    unentitled: never,
  },
} satisfies Expected<ChangeRequestAction, Relation, ChangeRequestStatus>;

const StatusOf: Record<ChangeRequestAction, Exclude<ChangeRequestStatus, 'PendingReview'>> = {
  Approve: 'Approved',
  Reject: 'Rejected',
  Cancel: 'Cancelled',
};

describe.each(kinds)('change requests to public solutions, every action × caller × state (%s)', (kind) => {
  let t: TestApp;
  let people: Record<Relation, Browser>;
  let next = 0;
  const token = adminToken();
  const person = async (username: string, groups: string[]) => {
    await seedUser(t, 'contoso', username, groups);
    const b = new Browser(t);
    await b.signIn(username);
    return b;
  };
  const update = (who: Browser, id: string, status: string, note = 'Checked') =>
    who.request({
      method: 'PUT',
      url: `${base}/PartnerChangeSolutionRequest/Update`,
      payload: { id, status, note },
    });
  const create = (solution: object) =>
    people.requester.request({
      method: 'PUT',
      url: `${base}/PartnerChangeSolutionRequest/Create`,
      payload: { action: 'Create', solution, note: 'Please publish' },
    });
  const read = async (id: string) =>
    (
      (
        await people.reviewer.get(`${base}/PartnerChangeSolutionRequest/List`)
      ).json() as PartnerChangeRequest[]
    ).find((r) => r.id === id)!;

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_TOKEN: token });
    const colleague = (await registeredProvider(t, token, 'contoso', 'alice')).browser;
    const otherProvider = (await registeredProvider(t, token, 'fabrikam', 'bob')).browser;
    people = {
      requester: await person('asker', ['netlens-partners', 'netlens-leadership']),
      reviewer: await person('reviewer', ['netlens-leadership']),
      colleague,
      otherProvider,
      unentitled: await person('plain', []),
    };
  });
  afterAll(async () => t?.close());

  /** A fresh request of the requester to publish a new solution, brought to `state`. */
  async function setup(state: ChangeRequestStatus) {
    const i = next++;
    const solution = {
      name: `Solution ${i}`,
      type: 'isp',
      asns: [`${13600 + i}`],
      subnets: [`10.${i}.0.0/16`],
      vpnInterfaceDescriptions: [],
      sslOwnerNames: [],
    };
    const created = await create(solution);
    if (created.statusCode !== 200) throw new Error(created.body);
    const id = created.json().id as string;
    if (state !== 'PendingReview') {
      const closer = state === 'Cancelled' ? people.requester : people.reviewer;
      const closed = await update(closer, id, state);
      if (closed.statusCode !== 200) throw new Error(closed.body);
    }
    return id;
  }

  const act = async (action: ChangeRequestAction, relation: Relation, id: string) =>
    (await update(people[relation], id, StatusOf[action])).statusCode;
  const stateOf = async (id: string) => (await read(id)).status;

  matrixTests(ChangeRequestWorkflow, Expected, { setup, act, stateOf });

  it('writes AS numbers as numbers, as solutions do, taking the old string spelling on input', async () => {
    const solution = {
      name: 'Numbered',
      type: 'isp',
      asns: ['AS13700', 13701, ' 13702 '],
      subnets: ['10.200.0.0/16'],
      vpnInterfaceDescriptions: [],
      sslOwnerNames: [],
    };
    const created = await create(solution);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    expect(created.json().solution.asns).toEqual([13700, 13701, 13702]);
    expect((await read(id)).solution?.asns).toEqual([13700, 13701, 13702]);
    expect((await update(people.reviewer, id, 'Approved')).statusCode).toBe(200);
    const published = (
      (await people.colleague.get(`${base}/PartnerInputSolution/list`)).json() as {
        name: string;
        asns: unknown[];
      }[]
    ).find((s) => s.name === 'Numbered');
    expect(published?.asns).toEqual([13700, 13701, 13702]);
  });

  it('refuses staff approving or rejecting a change they asked for; another staff member reviews it', async () => {
    const id = await setup('PendingReview');
    for (const status of ['Approved', 'Rejected']) {
      const res = await update(people.requester, id, status);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(FORBIDDEN);
    }
    expect(await read(id)).toMatchObject({ status: 'PendingReview', reviewedBy: null });
    const published = async () =>
      ((await people.colleague.get(`${base}/PartnerInputSolution/list`)).json() as { name: string }[]).map(
        (s) => s.name,
      );
    expect(await published()).not.toContain(`Solution ${next - 1}`);
    const noNote = await update(people.reviewer, id, 'Rejected', ' ');
    expect(noNote.statusCode).toBe(400);
    expect(JSON.stringify(noNote.json().error.details)).toContain('note');
    const approved = await update(people.reviewer, id, 'Approved');
    expect(approved.json()).toMatchObject({ status: 'Approved', reviewedBy: 'reviewer@contoso.example' });
    expect(await published()).toContain(`Solution ${next - 1}`);
  });
});
