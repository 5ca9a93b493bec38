import { AppError, type PartnerStatus } from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { SignedInCaller } from '../identity/index.js';
import * as policy from './policy.js';
import {
  presentAccess,
  presentChangeRequest,
  presentListed,
  presentOfficial,
  presentOutboxMail,
  presentProfile,
} from './present.js';
import * as repo from './repo.js';

/**
 * The provider, its status and what staff and the operator read: what the portal's calls do
 * beyond registration (registration.ts), solutions (solutions.ts) and change requests
 * (change-requests.ts).
 */

/** The caller's organisation's provider, when the caller has partner-portal access and it exists. */
export async function ownProvider(db: Db, caller: SignedInCaller) {
  return caller.access.hasAccessToPartnerPortal ? repo.findPartnerByOrg(db, caller.orgId) : undefined;
}

/** The caller's provider: 403 with "not registered" until it exists. */
export async function registeredProvider(db: Db, caller: SignedInCaller) {
  const partner = await repo.findPartnerByOrg(db, caller.orgId);
  if (!partner) throw new AppError('PARTNER_NOT_REGISTERED');
  return partner;
}

/** The profile of the caller's organisation's provider, if it has registered. */
export async function findProfile(db: Db, caller: SignedInCaller) {
  const partner = await repo.findPartnerByOrg(db, caller.orgId);
  return partner && presentProfile(partner);
}

/** What the caller may reach in the portal, and their provider. */
export async function portalAccess(db: Db, caller: SignedInCaller) {
  return presentAccess(caller.access, await ownProvider(db, caller));
}

/** Whether the signed-in user's organisation has registered as a provider (the session answer's partnerRegistered). */
export async function partnerRegistered(db: Db, caller: SignedInCaller): Promise<boolean> {
  return Boolean(await ownProvider(db, caller));
}

/** Every provider with its number of solutions (staff). */
export async function listPartners(db: Db) {
  return (await repo.listPartners(db)).map(presentListed);
}

/** Staff change a provider's status; the provider as listed afterwards. */
export async function setPartnerStatus(db: Db, id: string, status: PartnerStatus) {
  const done = await repo.setPartnerStatus(db, id, status, new Date().toISOString());
  if (Number(done.numUpdatedRows) !== 1) throw new AppError('PARTNER_NOT_FOUND');
  const row = (await repo.listPartners(db)).find((r) => r.id === id)!;
  return presentListed(row);
}

/** Every public solution, as the portal lists them beside the provider's own. */
export async function officialSolutions(db: Db) {
  return (await repo.listPublicSolutions(db)).map(presentOfficial);
}

/** Change requests: staff read any provider's (or all), a provider its own. */
export async function listChangeRequests(
  db: Db,
  caller: SignedInCaller,
  query: { partnerInternalId?: string | undefined; statuses?: string[] | undefined },
) {
  const own = await ownProvider(db, caller);
  policy.assertCanReadRequests(caller, own?.id ?? null, query.partnerInternalId);
  const partnerId = policy.isStaff(caller) ? query.partnerInternalId : own!.id;
  return (await repo.listChangeRequests(db, partnerId, query.statuses)).map(presentChangeRequest);
}

/** The outbox's mails, newest first (the admin API and `npm run admin -- partner-outbox`). */
export async function readOutbox(db: Db, to?: string) {
  return (await repo.listOutbox(db, to)).map(presentOutboxMail);
}
