import { describe, expect, it } from 'vitest';
import { allowedChangeActions, councilReasons, readyToStage, type WorkflowChange } from './workflow.js';

const detail = {
  fqdnAdditions: [],
  fqdnRemovals: [],
  cidrAdditions: [],
  cidrRemovals: [],
  serviceTreeIdAdditions: [],
  serviceTreeIdRemovals: [],
  subnetServiceTreeAdditions: [],
  subnetServiceTreeRemovals: [],
  previousAttributes: null,
  currentAttributes: null,
  addEffectiveDate: null,
  removeEffectiveDate: null,
  lastUpdatedDatetime: '',
  submittedDate: null,
  authors: ['ann@contoso.example'],
  changeReason: 'x',
  disposition: null,
  impact: null,
  internalChange: false,
  wildcardExemplars: {},
};
const snapshot = {
  instance: 'Worldwide' as const,
  governanceCategory: 'Default' as const,
  isExpressRoute: false,
  workloadName: 'Exchange',
  isRequired: true,
  optionalFunctionality: '',
  tcpPorts: '443',
  udpPorts: '',
  isDeleted: false,
  isHidden: false,
  isMemberSet: false,
  memberEndpointSetInternalId: null,
  fqdns: ['a.contoso.com'],
  cidrs: [],
  subnetServiceTrees: [],
  publicDescription: '',
  internalDescription: '',
};
const change = (over: Partial<WorkflowChange> = {}): WorkflowChange => ({
  status: 'PendingReview',
  workload: 'Exchange',
  previousWorkload: 'Exchange',
  isBlocked: false,
  isWorkloadChampApproved: true,
  isPreviousWorkloadChampApproved: false,
  isRequireChangeCouncilApproval: true,
  isChangeCouncilApproved: true,
  validationOutcome: 'AllSucceeded',
  endpointSetSnapshot: snapshot,
  changeDetail: detail,
  ...over,
});

describe('staging', () => {
  it('needs every approval the change needs, and no blocking failure unless bypassed', () => {
    expect(readyToStage(change())).toBe(true);
    expect(readyToStage(change({ isWorkloadChampApproved: false }))).toBe(false);
    expect(readyToStage(change({ isChangeCouncilApproved: false }))).toBe(false);
    expect(
      readyToStage(change({ isChangeCouncilApproved: false, isRequireChangeCouncilApproval: false })),
    ).toBe(true);
    expect(readyToStage(change({ validationOutcome: 'FailedBlocking' }))).toBe(false);
    for (const outcome of ['Bypassed', 'FailedNotBlocking', 'NotRun'] as const)
      expect(readyToStage(change({ validationOutcome: outcome }))).toBe(true);
  });

  it('a move needs both workloads’ champions and the council, whatever the author asked', () => {
    const move = change({ workload: 'SharePoint', isRequireChangeCouncilApproval: false });
    expect(readyToStage(move)).toBe(false);
    expect(readyToStage({ ...move, isPreviousWorkloadChampApproved: true })).toBe(true);
    expect(
      readyToStage({ ...move, isPreviousWorkloadChampApproved: true, isChangeCouncilApproved: false }),
    ).toBe(false);
  });
});

describe('the council is required by policy', () => {
  it('for subnet additions, Optimize or Allow sets (before or after), moves and bulk removals', () => {
    expect(councilReasons(change())).toEqual([]);
    expect(councilReasons(change({ changeDetail: { ...detail, cidrAdditions: ['10.0.0.0/8'] } }))).toEqual([
      'ipSubnetAdditions',
    ]);
    expect(
      councilReasons(change({ endpointSetSnapshot: { ...snapshot, governanceCategory: 'Optimize' } })),
    ).toEqual(['governedCategory']);
    const wasAllow = {
      ...detail,
      previousAttributes: {
        expressRoute: false,
        serviceArea: 'x',
        category: 'Allow' as const,
        required: true,
        tcpPorts: '',
        udpPorts: '',
        notes: '',
      },
    };
    expect(councilReasons(change({ changeDetail: wasAllow }))).toEqual(['governedCategory']);
    expect(councilReasons(change({ workload: 'Teams' }))).toEqual(['workloadMove']);
    expect(councilReasons(change({ previousWorkload: null, workload: 'Teams' }))).toEqual([]);
    const removals = Array.from({ length: 101 }, (_, i) => `h${i}.contoso.com`);
    expect(councilReasons(change({ changeDetail: { ...detail, fqdnRemovals: removals } }))).toEqual([
      'bulkRemoval',
    ]);
    expect(councilReasons(change({ changeDetail: { ...detail, fqdnRemovals: removals.slice(1) } }))).toEqual(
      [],
    );
    const deleted = { ...snapshot, isDeleted: true, fqdns: removals };
    expect(councilReasons(change({ endpointSetSnapshot: deleted }))).toEqual(['bulkRemoval']);
  });
});

describe('allowed actions', () => {
  const council = { domainLens: true, council: true, actor: 'cora@contoso.example', championOf: [] };
  it('offers the council its approval, never the author, and nothing to a caller without the entitlement', () => {
    const pending = change({ isChangeCouncilApproved: false });
    expect(allowedChangeActions(council, pending)).toEqual(['RevertSubmit', 'ChangeCouncilApprove', 'Block']);
    expect(allowedChangeActions({ ...council, actor: 'ANN@contoso.example' }, pending)).toEqual([
      'RevertSubmit',
      'Block',
    ]);
    expect(allowedChangeActions({ ...council, domainLens: false }, pending)).toEqual([]);
  });
});
