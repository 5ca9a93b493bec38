import { AppError } from '@netlens/core';
import { assertOperator, type Caller } from '../../plugins/caller.js';
import type { SignedInCaller } from '../identity/index.js';

/**
 * Who may do what in Domain Lens (spec 2 §6). Sign-in is checked by the routes (401); every
 * refusal here is 403 with "You don't have access to to perform this operation."
 */
const forbidden = () => new AppError('DOMAINLENS_FORBIDDEN');

/** Reading and authoring (drafts, submitting, reverting): the Domain Lens entitlement. */
export function canUseDomainLens(caller: SignedInCaller): boolean {
  return caller.access.hasAccessToDomainLens;
}

export function assertCanRead(caller: SignedInCaller): void {
  if (!canUseDomainLens(caller)) throw forbidden();
}

export function assertCanAuthor(caller: SignedInCaller): void {
  if (!canUseDomainLens(caller)) throw forbidden();
}

/** The change council (connectivity champions): council approval, block, unblock, bypass, publish, reference data. */
export function isChangeCouncil(caller: SignedInCaller): boolean {
  return canUseDomainLens(caller) && caller.access.isConnectivityChamp;
}

export function assertChangeCouncil(caller: SignedInCaller): void {
  if (!isChangeCouncil(caller)) throw forbidden();
}

/** What decides whether the caller champions a workload. */
export interface WorkloadChampFacts {
  champEmail: string;
  securityGroup: string;
  /** Whether the caller is listed among the workload's champions. */
  listed: boolean;
}

/**
 * The workload champion approves for their own workload only: the champion flag, and the
 * workload names them (its champion e-mail, its security group, or its list of champions).
 */
export function assertWorkloadChamp(caller: SignedInCaller, facts: WorkloadChampFacts | null): void {
  if (!canUseDomainLens(caller) || !caller.access.isWorkloadChamp || !facts) throw forbidden();
  const own =
    facts.listed ||
    facts.champEmail.toLowerCase() === caller.email.toLowerCase() ||
    caller.groups.includes(facts.securityGroup);
  if (!own) throw forbidden();
}

/** Importing a whole endpoint list: the operator only (admin token). */
export function assertOperatorImport(caller: Caller, adminApiEnabled: boolean): void {
  assertOperator(caller, adminApiEnabled);
}
