import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, initialsOf, type ReportListQuery, type SessionInfo } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import {
  BROWSER_COOKIE,
  browserId,
  findOrgById,
  membersByIds,
  personPhotoUrl,
  readCookies,
  sha256Hex,
  updateOrg,
  usersByIds,
  type SignedInCaller,
} from '../identity/index.js';
import {
  abilities,
  assertCanRead,
  assertCanSetPublic,
  assertCanShareWithin,
  assertHistoryAvailable,
  assertOrgAdmin,
  assertOwner,
  type SharingSwitches,
} from './policy.js';
import * as repo from './repo.js';
import { assertReportId } from './stored.js';

export interface ReportsDeps {
  db: Db;
  config: AppConfig;
}

const notFound = () => new AppError('REPORT_NOT_FOUND');

async function reportExists(db: Db, id: string): Promise<boolean> {
  assertReportId(id);
  return repo.reportExists(db, id);
}

/** The organisation's sharing switches (with the site-wide DisableShareReport). */
export async function switchesOf(deps: ReportsDeps, orgId: string): Promise<SharingSwitches> {
  const org = await findOrgById(deps.db, orgId);
  return {
    withinOrganization: org?.share_within === 1,
    withPublic: org?.share_public === 1,
    siteDisabled: deps.config.uxDisabled.has('DisableShareReport'),
  };
}

/**
 * Which browser runs a test, stored with its report (`storeReport`): the proof a later claim
 * must match. Sets the browser's id cookie when it has none.
 */
export function reportOrigin(config: AppConfig, req: FastifyRequest, reply: FastifyReply): string {
  return sha256Hex(browserId(req, reply, config));
}

/** Throws not-found unless the caller may read the report (see policy.canRead). */
export async function assertReadable(db: Db, caller: SignedInCaller | null, reportId: string): Promise<void> {
  assertCanRead(caller, await repo.findSaved(db, reportId));
}

/**
 * Saves a generated report for the signed-in user (CreateReport). The run must have come from
 * this browser; otherwise, or when someone else saved it, the answer is not-found.
 */
export async function saveReport(
  deps: ReportsDeps,
  req: FastifyRequest,
  caller: SignedInCaller,
  reportId: string,
) {
  if (deps.config.uxDisabled.has('DisableSaveReport')) throw new AppError('SAVE_REPORT_DISABLED');
  if (!(await reportExists(deps.db, reportId))) throw notFound();
  const saved = await repo.findSaved(deps.db, reportId);
  if (saved) {
    if (saved.ownerId === caller.userId) return { id: reportId };
    throw notFound();
  }
  const origin = await repo.findOriginHash(deps.db, reportId);
  const browser = readCookies(req)[BROWSER_COOKIE];
  if (!origin || !browser || sha256Hex(browser) !== origin) throw notFound();
  await deps.db.transaction().execute(async (tx) => {
    if (!(await repo.insertSaved(tx, reportId, caller.userId, caller.orgId))) throw notFound();
    await repo.setReportUser(tx, reportId, caller.userId);
  });
  return { id: reportId };
}

/** The first day still inside the retention window. */
export const retentionStart = (config: AppConfig) =>
  new Date(Date.now() - config.reportRetentionDays * 86_400_000).toISOString();

/** One history page of owned or received reports. */
export async function listReports(
  deps: ReportsDeps,
  caller: SignedInCaller,
  kind: 'owned' | 'received',
  q: ReportListQuery,
) {
  assertHistoryAvailable(deps.config.uxDisabled, caller);
  const { total, items } = await repo.listReports(
    deps.db,
    caller.userId,
    kind,
    q,
    retentionStart(deps.config),
  );
  const owners = new Map(
    (await usersByIds(deps.db, [...new Set(items.map((r) => r.owner_id))])).map((u) => [u.id, u]),
  );
  return {
    total,
    page: q.page,
    items: items.map((r) => ({
      id: r.id,
      dateTime: r.created_at,
      city: r.browser_city,
      country: r.browser_country,
      measuredLatency: Number(r.measured_latency),
      isPublic: r.is_public === 1,
      ownerName: owners.get(r.owner_id)?.display_name ?? '',
      receivers: Number(r.receivers ?? 0),
    })),
  };
}

/** Deletes an owned report for good. */
export async function deleteOwned(deps: ReportsDeps, caller: SignedInCaller, reportId: string) {
  assertOwner(caller, await repo.findSaved(deps.db, reportId));
  await repo.deleteReport(deps.db, reportId);
}

/** Removes a received report from the caller's list. */
export async function deleteReceived(deps: ReportsDeps, caller: SignedInCaller, reportId: string) {
  if ((await repo.removeReceiver(deps.db, reportId, caller.userId)) === 0) throw notFound();
}

/** Shares an owned report with people of the same organisation (members, not guests, not the owner). */
export async function share(deps: ReportsDeps, caller: SignedInCaller, reportId: string, userIds: string[]) {
  const saved = await repo.findSaved(deps.db, reportId);
  assertCanShareWithin(caller, saved, await switchesOf(deps, caller.orgId));
  const unique = [...new Set(userIds)];
  const people = await membersByIds(deps.db, caller.orgId, unique);
  const allowed = new Set(people.filter((p) => p.is_guest === 0 && p.id !== caller.userId).map((p) => p.id));
  const refused = unique.filter((id) => !allowed.has(id));
  if (refused.length > 0) {
    throw new AppError('SHARE_RECEIVER_INVALID', {
      details: refused.map((id) => ({ path: 'body.userIds', message: id })),
    });
  }
  await deps.db.transaction().execute((tx) => repo.addReceivers(tx, reportId, unique));
  return receivers(deps, caller, reportId);
}

/** Who an owned report is shared with. */
export async function receivers(deps: ReportsDeps, caller: SignedInCaller, reportId: string) {
  assertOwner(caller, await repo.findSaved(deps.db, reportId));
  const rows = await repo.listReceivers(deps.db, reportId);
  const sharedAt = new Map(rows.map((r) => [r.user_id, r.shared_at]));
  // In the order of their names, as the directory sorts them.
  const people = await usersByIds(deps.db, [...sharedAt.keys()]);
  return {
    receivers: people.map((u) => ({
      id: u.id,
      displayName: u.display_name,
      email: u.email,
      initials: initialsOf(u.display_name || u.email),
      photoUrl: personPhotoUrl(deps.config.identity, u),
      sharedAt: sharedAt.get(u.id) ?? '',
    })),
  };
}

/** The owner takes a share back from one person. */
export async function unshare(deps: ReportsDeps, caller: SignedInCaller, reportId: string, userId: string) {
  assertOwner(caller, await repo.findSaved(deps.db, reportId));
  await repo.removeReceiver(deps.db, reportId, userId);
  return receivers(deps, caller, reportId);
}

/** Makes an owned report public, or revokes the public link. */
export async function setPublic(
  deps: ReportsDeps,
  caller: SignedInCaller,
  reportId: string,
  isPublic: boolean,
) {
  const saved = await repo.findSaved(deps.db, reportId);
  assertCanSetPublic(caller, saved, await switchesOf(deps, caller.orgId), isPublic);
  await repo.setPublic(deps.db, reportId, isPublic);
  return access(deps, caller, reportId);
}

/** How the caller stands to a report (the web app shows controls from it). */
export async function access(deps: ReportsDeps, caller: SignedInCaller | null, reportId: string) {
  if (!(await reportExists(deps.db, reportId))) throw notFound();
  const saved = await repo.findSaved(deps.db, reportId);
  assertCanRead(caller, saved);
  const switches = caller
    ? await switchesOf(deps, caller.orgId)
    : { withinOrganization: false, withPublic: false, siteDisabled: true };
  return abilities(caller, saved, switches, !deps.config.uxDisabled.has('DisableSaveReport'));
}

/** The organisation's admin settings (GetAdminSettings). */
export async function adminSettings(
  deps: ReportsDeps,
  caller: SignedInCaller,
): Promise<NonNullable<SessionInfo['adminSettings']>> {
  const org = await findOrgById(deps.db, caller.orgId);
  if (!org) throw new AppError('UNAUTHENTICATED');
  return {
    shareReportWithPublic: org.share_public === 1,
    shareReportWithinOrganization: org.share_within === 1,
  };
}

/** An organisation admin changes the sharing settings. */
export async function updateAdminSettings(
  deps: ReportsDeps,
  caller: SignedInCaller,
  body: { shareReportWithPublic: boolean; shareReportWithinOrganization: boolean },
) {
  assertOrgAdmin(caller);
  await updateOrg(deps.db, caller.orgId, {
    share_public: body.shareReportWithPublic ? 1 : 0,
    share_within: body.shareReportWithinOrganization ? 1 : 0,
  });
  return adminSettings(deps, caller);
}
