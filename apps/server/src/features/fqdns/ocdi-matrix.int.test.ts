import { afterAll, beforeAll, describe } from 'vitest';
import { OcdiStateSchema, OcdiWorkflow, type OcdiAction, type OcdiState } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import type { Browser } from '../../test/identity-helpers.js';
import { FqdnApi, seedFqdnWorld, seedNumberedFqdns, seedPerson } from '../../test/fqdns-fixtures.js';
import { matrixTests, rows, type Expected } from '../../test/workflow-matrix.js';

const kinds = await testDatabases();
const Api = `${FqdnApi}/OcdiAssociation`;
const States = OcdiStateSchema.options;
const Cells = 100;

/**
 * The callers: the association's author (Exchange's champion), another Exchange champion, a
 * connectivity champion, a connectivity champion who authored it, a Domain Lens user with no
 * role, and a user without Domain Lens.
 */
type Relation = 'author' | 'otherChampion' | 'council' | 'councilAuthor' | 'entitled' | 'unentitled';

const { from, never } = rows(States);
/** Approving and rejecting: a connectivity champion who did not write it, while it is pending. */
const review = {
  author: never,
  otherChampion: never,
  council: from(['PendingApproval']),
  councilAuthor: never,
  entitled: never,
  unentitled: never,
};
const Expected = {
  Save: {
    author: from(['NotStarted']),
    otherChampion: never,
    council: from(['NotStarted']),
    councilAuthor: from(['NotStarted']),
    entitled: never,
    unentitled: never,
  },
  Submit: {
    author: from(['NotStarted', 'Rejected']),
    otherChampion: never,
    council: from(['NotStarted', 'Rejected']),
    councilAuthor: from(['NotStarted', 'Rejected']),
    entitled: never,
    unentitled: never,
  },
  Approve: review,
  Reject: review,
} satisfies Expected<OcdiAction, Relation, OcdiState>;

describe.each(kinds)('the OCDI association workflow, every action × caller × state (%s)', (kind) => {
  let t: TestApp;
  let people: Record<Relation, Browser>;
  let ids: Record<string, string>;
  let next = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { FEATURE_FLAGS: 'ocdiAssociation=true' });
    const b = await seedFqdnWorld(t);
    people = {
      author: b.champ,
      otherChampion: await seedPerson(t, 'champ2'),
      council: b.council,
      councilAuthor: await seedPerson(t, 'council2'),
      entitled: b.author,
      unentitled: b.stranger,
    };
    ids = await seedNumberedFqdns(t, b.council, 'w', 'matrix.contoso.com', Cells);
  }, 120_000);
  afterAll(async () => t?.close());

  const send = (who: Browser, method: 'POST' | 'PUT', path: string, payload: object) =>
    who.request({ method, url: `${Api}/${path}`, payload });
  const input = (a: { fqdnId: string; name: string }, submit: boolean) => ({
    fqdnIds: [a.fqdnId],
    ocdiDomains: a.name,
    transitionStatus: 'Planning',
    gaDate: '2027-03-01',
    attested: true,
    submit,
  });

  /** A fresh association in `state`, created by the author of the relation (the council's own for councilAuthor). */
  async function setup(state: OcdiState, relation: Relation) {
    const i = next++;
    const a = { fqdnId: ids[`w${i}.matrix.contoso.com`]!, name: `w${i}.cloud.microsoft`, id: '' };
    const creator = relation === 'councilAuthor' ? people.councilAuthor : people.author;
    const created = await send(creator, 'POST', 'Create', input(a, state !== 'NotStarted'));
    if (created.statusCode !== 200) throw new Error(created.body);
    a.id = created.json().association.id;
    if (state === 'Approved' || state === 'Rejected') {
      const note = state === 'Rejected' ? 'Not yet' : '';
      const reviewed = await send(people.council, 'POST', 'Review', { id: a.id, decision: state, note });
      if (reviewed.statusCode !== 200) throw new Error(reviewed.body);
    }
    return a;
  }

  async function act(
    action: OcdiAction,
    relation: Relation,
    a: { id: string; fqdnId: string; name: string },
  ) {
    const who = people[relation];
    const res =
      action === 'Save' || action === 'Submit'
        ? await send(who, 'PUT', 'Update', { ...input(a, action === 'Submit'), id: a.id })
        : await send(who, 'POST', 'Review', {
            id: a.id,
            decision: action === 'Approve' ? 'Approved' : 'Rejected',
            note: 'Checked',
          });
    return res.statusCode;
  }

  const stateOf = async (a: { id: string }) =>
    ((await people.entitled.get(`${Api}?id=${a.id}`)).json() as { state: OcdiState }).state;

  matrixTests(OcdiWorkflow, Expected, { setup, act, stateOf });
});
