import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssignmentStatusSchema,
  AssignmentWorkflow,
  type AssignmentAction,
  type AssignmentStatus,
  type BatchAnswer,
  type Fqdn,
} from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import type { Browser } from '../../test/identity-helpers.js';
import { FqdnApi, seedFqdnWorld, seedNumberedFqdns, seedPerson } from '../../test/fqdns-fixtures.js';
import { matrixTests, rows, type Expected } from '../../test/workflow-matrix.js';

const kinds = await testDatabases();
const States = AssignmentStatusSchema.options;
const Cells = 180;

/**
 * The callers, about an FQDN of Exchange whose move to SharePoint is asked for by `requester`, a
 * champion of both workloads: SharePoint's champion (the receiving party), Exchange's champion,
 * a connectivity champion, a service champion, a Domain Lens user with no role, a user without
 * Domain Lens. Approved and ConnectivityChampUpdate leave the FQDN in SharePoint.
 */
type Relation =
  'requester' | 'receiver' | 'currentChampion' | 'council' | 'serviceChamp' | 'entitled' | 'unentitled';

const { from, never } = rows(States);
const settled = from(['None', 'Approved', 'Rejected', 'Cancelled', 'ConnectivityChampUpdate']);
/**
 * Accepting and rejecting: the receiving champion who did not ask, while pending. The requester
 * also champions SharePoint: on an FQDN a connectivity champion moved there, only the state refuses them.
 */
const review = {
  requester: { ...never, ConnectivityChampUpdate: 409 },
  receiver: { ...from(['PendingReview']), None: 403 },
  currentChampion: never,
  council: never,
  serviceChamp: never,
  entitled: never,
  unentitled: never,
} as const;
const Expected = {
  Request: {
    requester: settled,
    receiver: { ...never, Approved: 200, ConnectivityChampUpdate: 200 },
    currentChampion: { ...settled, Approved: 403, ConnectivityChampUpdate: 403 },
    council: settled,
    serviceChamp: settled,
    entitled: never,
    unentitled: never,
  },
  Accept: review,
  Reject: review,
  Cancel: {
    requester: { ...from(['PendingReview']), None: 403, ConnectivityChampUpdate: 403 },
    receiver: never,
    currentChampion: never,
    council: from(['PendingReview']),
    serviceChamp: never,
    entitled: never,
    unentitled: never,
  },
} satisfies Expected<AssignmentAction, Relation, AssignmentStatus>;

const Paths: Record<AssignmentAction, string> = {
  Request: 'BatchCreateWorkloadAssignRequst',
  Accept: 'BatchAckWorkloadAssignRequst',
  Reject: 'BatchRejectWorkloadAssignRequst',
  Cancel: 'BatchCancelWorkloadAssignRequst',
};
/** Refusals of a batch's FQDN for its state; the others are about the caller. */
const Conflicts = ['fqdns.reasons.notPending', 'fqdns.reasons.alreadyPending'];
const Rights = ['fqdns.reasons.notWorkloadChamp', 'fqdns.reasons.notReceivingChamp'];
const Four = ['fqdns.reasons.notRequester', 'fqdns.reasons.ownRequest'];

describe.each(kinds)('the workload assignment workflow, every action × caller × state (%s)', (kind) => {
  let t: TestApp;
  let people: Record<Relation, Browser>;
  let ids: Record<string, string>;
  let next = 0;
  const post = (who: Browser, action: AssignmentAction, fqdnId: string, extra: object = {}) =>
    who.request({
      method: 'POST',
      url: `${FqdnApi}/Fqdn/${Paths[action]}`,
      payload: { fqdnIds: [fqdnId], ...extra },
    });
  const read = async (id: string) =>
    (
      (
        await people.entitled.request({
          method: 'POST',
          url: `${FqdnApi}/Fqdn/ListByIds`,
          payload: { fqdnIds: [id] },
        })
      ).json() as Fqdn[]
    )[0]!;
  /** The answer for the one FQDN sent: its status, or the status its refusal stands for. */
  const statusOf = (res: { statusCode: number; json: () => unknown }) => {
    if (res.statusCode !== 200) return res.statusCode;
    const a = res.json() as BatchAnswer;
    if (a.updated.length === 1) return 200;
    const reason = a.failed[0]!.reasonKey;
    return Conflicts.includes(reason) ? 409 : [...Rights, ...Four].includes(reason) ? 403 : 400;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const b = await seedFqdnWorld(t);
    people = {
      requester: await seedPerson(t, 'dual'),
      receiver: b.otherchamp,
      currentChampion: b.champ,
      council: b.council,
      serviceChamp: b.servicechamp,
      entitled: b.author,
      unentitled: b.stranger,
    };
    ids = await seedNumberedFqdns(t, b.council, 'm', 'moves.contoso.com', Cells);
  }, 120_000);
  afterAll(async () => t?.close());

  /** A fresh FQDN of Exchange brought to `state`. */
  async function setup(state: AssignmentStatus) {
    const id = ids[`m${next++}.moves.contoso.com`]!;
    const move = { property: 'SharePoint' };
    const steps: [Browser, AssignmentAction, object][] = {
      None: [],
      PendingReview: [[people.requester, 'Request', move]],
      Approved: [
        [people.requester, 'Request', move],
        [people.receiver, 'Accept', {}],
      ],
      Rejected: [
        [people.requester, 'Request', move],
        [people.receiver, 'Reject', { note: 'No' }],
      ],
      Cancelled: [
        [people.requester, 'Request', move],
        [people.requester, 'Cancel', {}],
      ],
      ConnectivityChampUpdate: [[people.council, 'Request', move]],
    }[state] as [Browser, AssignmentAction, object][];
    for (const [who, action, extra] of steps) {
      const res = await post(who, action, id, extra);
      if (statusOf(res) !== 200) throw new Error(`${action}: ${res.body}`);
    }
    return id;
  }

  async function act(action: AssignmentAction, relation: Relation, id: string) {
    const current = (await read(id)).workload;
    const extra =
      action === 'Request'
        ? { property: current === 'Exchange' ? 'SharePoint' : 'Exchange' }
        : action === 'Reject'
          ? { note: 'Not ours' }
          : {};
    return statusOf(await post(people[relation], action, id, extra));
  }

  const stateOf = async (id: string) => (await read(id)).assignmentInfo.assignmentStatus;

  matrixTests(AssignmentWorkflow, Expected, { setup, act, stateOf });

  it('refuses a champion of the receiving workload accepting or rejecting a move they asked for', async () => {
    const id = await setup('PendingReview');
    for (const action of ['Accept', 'Reject'] as const) {
      const answer = (await post(people.requester, action, id, { note: 'Mine' })).json() as BatchAnswer;
      expect(answer.outcome).toBe('Failed');
      expect(answer.failed[0]).toMatchObject({
        reasonKey: 'fqdns.reasons.ownRequest',
        reason: 'Nobody reviews their own request: another champion of the receiving workload does.',
      });
    }
    expect((await read(id)).assignmentInfo).toMatchObject({
      assignmentStatus: 'PendingReview',
      reviewedBy: null,
    });
    const noReason = await post(people.receiver, 'Reject', id, { note: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json().error.details)).toContain('note');
    expect(statusOf(await post(people.receiver, 'Accept', id))).toBe(200);
    expect(await read(id)).toMatchObject({
      workload: 'SharePoint',
      assignmentInfo: { reviewedBy: 'otherchamp@contoso.example' },
    });
  });
});
