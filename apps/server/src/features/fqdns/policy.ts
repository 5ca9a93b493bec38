import { AppError, type FqdnRefusal } from '@netlens/core';
import type { SignedInCaller } from '../identity/index.js';
import type { ServiceTreeOwners } from '../domainlens/index.js';
import type { FqdnRow } from './repo.js';

/**
 * Who may do what with the FQDN inventory (spec 2 §6). A caller without the role an action
 * needs gets 403 "You don't have access to to perform this operation."; within a batch, each
 * FQDN the caller may not change is named with its reason (the FqdnRefusal).
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

/** Requesting moves: a service, workload or connectivity champion. */
export function assertCanRequestMoves(caller: SignedInCaller): void {
  assertReader(caller);
  const a = caller.access;
  if (!a.isServiceChamp && !a.isWorkloadChamp && !a.isConnectivityChamp) throw forbidden();
}

/** Reviewing moves: a workload champion (which workload is checked per FQDN). */
export function assertCanReviewMoves(caller: SignedInCaller): void {
  assertReader(caller);
  if (!caller.access.isWorkloadChamp) throw forbidden();
}

/** A connectivity champion moves FQDNs directly, without a review. */
export const movesDirectly = (caller: SignedInCaller) => isConnectivityChamp(caller);

/** Requesting a move of this FQDN: a service or connectivity champion, or its workload's champion. */
export function refuseRequest(f: CallerFacts, row: FqdnRow): FqdnRefusal | null {
  const a = f.caller.access;
  if (a.isServiceChamp || isConnectivityChamp(f.caller) || f.championed.has(row.workload)) return null;
  return 'notWorkloadChamp';
}

/** Accepting or rejecting: only the receiving workload's champion. */
export function refuseReview(f: CallerFacts, row: FqdnRow): FqdnRefusal | null {
  return row.assignment_new_workload && f.championed.has(row.assignment_new_workload)
    ? null
    : 'notReceivingChamp';
}

/** Cancelling: only the requester. */
export function refuseCancel(f: CallerFacts, row: FqdnRow): FqdnRefusal | null {
  return row.assignment_requested_by?.toLowerCase() === f.caller.email.toLowerCase() ? null : 'notRequester';
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
]);

/** Creating or editing OCDI associations at all, before any FQDN is read: any champion. */
export const assertMayAssociate = assertCanRequestMoves;

/**
 * Creating or editing an OCDI association: a service or connectivity champion, or a workload
 * champion of every selected FQDN's workload (spec 2 §6 gives no narrower owner).
 */
export function assertCanAssociate(f: CallerFacts, rows: FqdnRow[]): void {
  assertReader(f.caller);
  const a = f.caller.access;
  if (a.isServiceChamp || isConnectivityChamp(f.caller)) return;
  if (a.isWorkloadChamp && rows.every((r) => f.championed.has(r.workload))) return;
  throw forbidden();
}

/** Reviewing an OCDI association (approve, reject): a connectivity champion (spec 2 §6). */
export function assertCanReviewOcdi(caller: SignedInCaller): void {
  assertReader(caller);
  if (!isConnectivityChamp(caller)) throw forbidden();
}
