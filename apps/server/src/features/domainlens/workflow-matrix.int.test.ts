import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ChangeActions, ChangeWorkflow, type ChangeAction } from '@netlens/core';
import { testDatabases } from '../../test/harness.js';
import {
  domainLensSuite,
  emailOf,
  newSet,
  type DomainLensApp,
  type Person,
} from '../../test/domainlens-people.js';
import * as repo from './repo.js';

/**
 * Every action of the change workflow × every relation of a caller to the change × every starting
 * state, through HTTP: 200 when the rule lets the caller take it there, 403 when the caller may
 * not take it at all, 409 when the change is not in a state it starts from. A refusal changes
 * nothing. The change: a Teams champion's draft, edited by a council member, moving Exchange's
 * published set to SharePoint and adding a subnet (so the council must approve).
 */
const kinds = await testDatabases();

const States = {
  Draft: { status: 'Draft' },
  PendingReview: { status: 'PendingReview' },
  FailedBlocking: { status: 'PendingReview', validation_outcome: 'FailedBlocking' },
  Blocked: { status: 'PendingReview', is_blocked: 1, blocked_by: emailOf('council2'), blocked_note: 'hold' },
  StagedForPublishing: {
    status: 'StagedForPublishing',
    is_workload_champ_approved: 1,
    is_previous_workload_champ_approved: 1,
    is_change_council_approved: 1,
    is_ready_to_be_published: 1,
  },
  Published: { status: 'Published' },
  Deleted: { status: 'Deleted' },
} as const;
type StateName = keyof typeof States;

/** The relations: author, the author's fellow champion, the set's workload's champions, the target's, … */
const Callers: Person[] = [
  'teams',
  'teams2',
  'champ',
  'champ2',
  'otherChamp',
  'service',
  'council',
  'council2',
  'reader',
  'outsider',
];
const authorsOrCouncil: Person[] = ['teams', 'council', 'council2'];
const review: StateName[] = ['PendingReview', 'FailedBlocking'];

/** Written out by hand: who may take each action, and from which states. */
const Expected: Record<ChangeAction, { callers: Person[]; states: StateName[] }> = {
  UpsertDraft: { callers: authorsOrCouncil, states: ['Draft'] },
  RevertDraft: { callers: authorsOrCouncil, states: ['Draft'] },
  Submit: { callers: authorsOrCouncil, states: ['Draft'] },
  RevertSubmit: { callers: authorsOrCouncil, states: [...review, 'StagedForPublishing'] },
  WorkloadChampApprove: { callers: ['champ', 'champ2', 'otherChamp', 'council2'], states: review },
  ChangeCouncilApprove: { callers: ['council2'], states: review },
  Block: { callers: ['council', 'council2'], states: ['Draft', ...review, 'StagedForPublishing'] },
  Unblock: { callers: ['council2'], states: ['Blocked'] },
  BypassTestFailures: { callers: ['council2'], states: ['FailedBlocking'] },
  Publish: { callers: ['council', 'council2'], states: ['StagedForPublishing'] },
};

const Paths: Record<ChangeAction, string> = {
  UpsertDraft: 'UpsertDraft',
  RevertDraft: 'RevertDraft',
  Submit: 'Submit',
  RevertSubmit: 'RevertSubmit',
  WorkloadChampApprove: 'WorkloadChampApprove',
  ChangeCouncilApprove: 'ChangeCouncilApprove',
  Block: 'Block',
  Unblock: 'Unblock',
  BypassTestFailures: 'BypassTestFailures',
  Publish: 'Publish',
};

let publicId = 1000;

/** A published Exchange set and the change of the given state, written straight to the database. */
async function fixture(dl: DomainLensApp, state: StateName, instance: 'Worldwide' | 'France') {
  const db = dl.t.app.db;
  const setId = randomUUID();
  const at = new Date().toISOString();
  const published = newSet({ instance, cidrs: ['13.107.6.152/31'] });
  await repo.saveSet(db, {
    internal_id: setId,
    instance,
    public_id: ++publicId,
    governance_category: 'Default',
    is_express_route: 0,
    workload: 'Exchange',
    is_required: 1,
    optional_functionality: '',
    tcp_ports: '80,443',
    udp_ports: '',
    published_version: '2026112501',
    is_deleted: 0,
    is_hidden: 0,
    is_member_set: 0,
    member_endpoint_set_internal_id: null,
    fqdns: JSON.stringify(published.fqdns),
    cidrs: JSON.stringify(published.cidrs),
    public_description: 'Exchange Online',
    internal_description: '',
    updated_at: at,
  });
  const proposed = {
    ...published,
    workloadName: 'SharePoint',
    cidrs: [...published.cidrs, '20.190.128.0/18'],
    isDeleted: false,
    isHidden: false,
    isMemberSet: false,
    memberEndpointSetInternalId: null,
    optionalFunctionality: '',
    internalDescription: '',
  };
  const id = randomUUID();
  await repo.insertChange(db, {
    id,
    endpoint_set_internal_id: setId,
    instance,
    workload: 'SharePoint',
    previous_workload: 'Exchange',
    endpoint_set_snapshot: JSON.stringify(proposed),
    fqdn_list_snapshot: JSON.stringify(proposed.fqdns),
    change_detail: JSON.stringify({
      fqdnAdditions: [],
      fqdnRemovals: [],
      cidrAdditions: ['20.190.128.0/18'],
      cidrRemovals: [],
      serviceTreeIdAdditions: [],
      serviceTreeIdRemovals: [],
      previousAttributes: null,
      currentAttributes: null,
      addEffectiveDate: null,
      removeEffectiveDate: null,
      lastUpdatedDatetime: at,
      submittedDate: null,
      authors: [emailOf('teams'), emailOf('council')],
      changeReason: 'Move to SharePoint',
      disposition: null,
      impact: null,
      internalChange: false,
    }),
    published_change_id: null,
    ...repo.UnreviewedChange,
    is_require_change_council_approval: 1,
    created_by: emailOf('teams'),
    created_at: at,
    updated_at: at,
    ...States[state],
  });
  return { id, proposed };
}

function bodyOf(action: ChangeAction, change: { id: string; proposed: object }, instance: string) {
  if (action === 'Publish') return { instance, note: 'release' };
  if (action === 'UpsertDraft')
    return { id: change.id, version: 1, endpointSet: change.proposed, changeReason: 'Edited' };
  return { id: change.id, version: 1, note: 'because' };
}

describe('the workflow table covers every action', () => {
  it('has expected rows for each action of the table, and no other', () => {
    expect(Object.keys(Expected).sort()).toEqual([...ChangeActions].sort());
    expect(Object.keys(ChangeWorkflow).sort()).toEqual([...ChangeActions].sort());
  });
});

describe.each(kinds)('Change workflow: every action × caller × starting state (%s)', (kind) => {
  const dl = domainLensSuite(kind);

  for (const action of ChangeActions) {
    it(`${action}: ${Expected[action].callers.join(', ')} from ${Expected[action].states.join(', ')}`, async () => {
      // Publish acts on an instance: its cases use France, emptied of staged changes after each.
      const instance = action === 'Publish' ? 'France' : 'Worldwide';
      const failures: string[] = [];
      for (const state of Object.keys(States) as StateName[]) {
        for (const who of Callers) {
          const change = await fixture(dl, state, instance);
          const res = await dl.post(
            who,
            `EndpointSetChange/${Paths[action]}`,
            bodyOf(action, change, instance),
          );
          const { callers, states } = Expected[action];
          const expected = !callers.includes(who) ? 403 : states.includes(state) ? 200 : 409;
          const after = await repo.findChange(dl.t.app.db, change.id);
          const unchanged = after?.version === 1 && after.status === States[state].status;
          if (res.statusCode !== expected)
            failures.push(`${who} from ${state}: ${res.statusCode}, expected ${expected}`);
          else if (expected !== 200 && !unchanged) failures.push(`${who} from ${state}: refused but changed`);
          else if (expected === 200 && action === 'Publish' && after?.status !== 'Published')
            failures.push(`${who} from ${state}: not published`);
          if (action === 'Publish')
            await repo.updateChangeAt(dl.t.app.db, change.id, after!.version, { status: 'Deleted' });
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
