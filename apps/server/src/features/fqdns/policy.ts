import {
  AppError,
  AssignmentWorkflow,
  OcdiNewState,
  OcdiWorkflow,
  assignmentFacts,
  judge,
  mayEverTake,
  movesDirectly as movesAtOnce,
  ocdiFacts,
  possibleAssignmentFacts,
  possibleOcdiFacts,
  type AssignmentAction,
  type AssignmentStatus,
  type FqdnRefusal,
  type FqdnRoles,
  type OcdiAction,
  type OcdiState,
} from '@netlens/core';
import type { SignedInCaller } from '../identity/index.js';
import { accessFlags, type ServiceTreeOwners } from '../domainlens/index.js';
import type { FqdnRow } from './repo.js';

/**
 * Who may do what with the FQDN inventory (spec 2 §6). A caller without the role an action
 * needs gets 403 "You don't have access to to perform this operation."; within a batch, each
 * FQDN the caller may not change is named with its reason (the FqdnRefusal). Workload assignment
 * requests and OCDI associations are judged by their workflow tables in core
 * (`assignment-workflow.ts`, `ocdi-workflow.ts`) and nothing else.
 */
const forbidden = () => new AppError('DOMAINLENS_FORBIDDEN');

/** What the policy knows of the caller beyond the session: the workloads they champion. */
export interface CallerFacts {
  caller: SignedInCaller;
  championed: Set<string>;
}

const isConnectivityChamp = (c: SignedInCaller) =>
  c.access.hasAccessToDomainLens && c.access.isConnectivityChamp;

/** Reading the inventory, and the batch actions whose checks are per FQDN: the Domain Lens entitlement. */
export function assertReader(caller: SignedInCaller): void {
  if (!caller.access.hasAccessToDomainLens) throw forbidden();
}

/** Adding an FQDN: the workload's champion or a connectivity champion. */
export function assertCanAdd(f: CallerFacts, workload: string): void {
  assertReader(f.caller);
  if (!isConnectivityChamp(f.caller) && !f.championed.has(workload)) throw forbidden();
}

/** The caller as the workflows' tables read them. */
export function rolesOf(f: CallerFacts): FqdnRoles {
  const { isWorkloadChamp, isServiceChamp, isConnectivityChamp } = accessFlags(f.caller);
  return {
    email: f.caller.email,
    isWorkloadChamp,
    isServiceChamp,
    isConnectivityChamp,
    championedWorkloads: [...f.championed].sort(),
  };
}

/** Workload assignment requests: 403 before any FQDN is read when the caller could take the action on none. */
export function assertMayEverMove(f: CallerFacts, action: AssignmentAction): void {
  if (!mayEverTake(AssignmentWorkflow, action, possibleAssignmentFacts(rolesOf(f)))) throw forbidden();
}

/** A connectivity champion moves FQDNs directly, without a review. */
export const movesDirectly = (f: CallerFacts) => movesAtOnce(rolesOf(f));

/** The assignment table's verdict on one FQDN, as the FQDN's refusal (null: allowed). */
export function refuseAssignment(f: CallerFacts, action: AssignmentAction, row: FqdnRow): FqdnRefusal | null {
  const facts = assignmentFacts(rolesOf(f), {
    workload: row.workload,
    assignmentInfo: { newWorkload: row.assignment_new_workload, requestedBy: row.assignment_requested_by },
  });
  const verdict = judge(AssignmentWorkflow, action, row.assignment_status as AssignmentStatus, facts);
  if (verdict === 'allowed') return null;
  if (verdict === 'conflict') return action === 'Request' ? 'alreadyPending' : 'notPending';
  if (action === 'Request') return 'notWorkloadChamp';
  if (action === 'Cancel') return 'notRequester';
  return facts.isRequester ? 'ownRequest' : 'notReceivingChamp';
}

/** The customer-facing status: only the dev or PM owner of the FQDN's service tree. */
export function refuseCustomerFacing(
  f: CallerFacts,
  row: FqdnRow,
  owners: Map<string, ServiceTreeOwners>,
): FqdnRefusal | null {
  const entry = row.service_tree_id ? owners.get(row.service_tree_id) : undefined;
  if (!entry) return 'noServiceTree';
  const email = f.caller.email.toLowerCase();
  return entry.devOwner.toLowerCase() === email || entry.pmOwner.toLowerCase() === email
    ? null
    : 'notServiceTreeOwner';
}

/** Deprecation and the service tree: the FQDN's workload champion or a connectivity champion. */
export function refuseMaintain(f: CallerFacts, row: FqdnRow): FqdnRefusal | null {
  return isConnectivityChamp(f.caller) || f.championed.has(row.workload) ? null : 'notWorkloadChamp';
}

/** Running the scanner on an FQDN now: its workload's champion or a connectivity champion. */
export function assertCanRunTests(f: CallerFacts, row: FqdnRow): void {
  if (refuseMaintain(f, row)) throw forbidden();
}

/** Refusals that are about who is asking (403), not about the request (400). */
export const PermissionRefusals: ReadonlySet<FqdnRefusal> = new Set([
  'notServiceTreeOwner',
  'notWorkloadChamp',
  'notReceivingChamp',
  'notRequester',
  'ownRequest',
]);

/** OCDI associations: 403 before anything is read when the caller could take the action on none. */
export function assertMayEverOcdi(f: CallerFacts, action: OcdiAction): void {
  if (!mayEverTake(OcdiWorkflow, action, possibleOcdiFacts(rolesOf(f)))) throw forbidden();
}

/**
 * The OCDI table's verdict on an action on an association (null: a new one) whose legacy FQDNs,
 * before and after, belong to `workloads`: 403, or 409 in a state it does not start from.
 */
export function assertOcdi(
  f: CallerFacts,
  action: OcdiAction,
  association: { state: string; authors: string[] } | null,
  workloads: string[],
): void {
  const facts = ocdiFacts(rolesOf(f), association, workloads);
  const state = (association?.state ?? OcdiNewState) as OcdiState;
  const verdict = judge(OcdiWorkflow, action, state, facts);
  if (verdict === 'forbidden') throw forbidden();
  if (verdict === 'conflict') throw new AppError('OCDI_INVALID_STATE');
}
