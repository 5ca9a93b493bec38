import { AppError, pageAvailability, uxControlsFrom } from '@netlens/core';
import type { SignedInCaller } from '../identity/index.js';

/** What the rules need to know about a saved report. */
export interface SavedFacts {
  ownerId: string;
  orgId: string;
  isPublic: boolean;
  receiverIds: ReadonlySet<string>;
}

/** The organisation's sharing switches, with the site's DisableShareReport. */
export interface SharingSwitches {
  withinOrganization: boolean;
  withPublic: boolean;
  siteDisabled: boolean;
}

const notFound = () => new AppError('REPORT_NOT_FOUND');

/**
 * Who may read a report: anyone holding the id of an unsaved report (the id is the capability);
 * for a saved one its owner, its receivers, its organisation's admin, or anyone when public.
 * Everyone else gets not-found, so a private report's existence does not leak.
 */
export function canRead(caller: SignedInCaller | null, saved: SavedFacts | null): boolean {
  if (!saved || saved.isPublic) return true;
  if (!caller) return false;
  if (caller.userId === saved.ownerId || saved.receiverIds.has(caller.userId)) return true;
  return caller.access.isOrganizationAdmin && caller.orgId === saved.orgId;
}

export function assertCanRead(caller: SignedInCaller | null, saved: SavedFacts | null): void {
  if (!canRead(caller, saved)) throw notFound();
}

/** Only the owner manages a saved report (delete, share, receivers, public link). */
export function assertOwner(caller: SignedInCaller, saved: SavedFacts | null): asserts saved is SavedFacts {
  if (!saved || saved.ownerId !== caller.userId) {
    // A reader who is not the owner learns nothing more than a stranger.
    throw notFound();
  }
}

/** Sharing with named people: owner, switches on. */
export function assertCanShareWithin(
  caller: SignedInCaller,
  saved: SavedFacts | null,
  s: SharingSwitches,
): void {
  assertOwner(caller, saved);
  if (s.siteDisabled || !s.withinOrganization) throw new AppError('SHARING_DISABLED');
}

/** Making a report public: owner, switches on. Taking it back is always allowed to the owner. */
export function assertCanSetPublic(
  caller: SignedInCaller,
  saved: SavedFacts | null,
  s: SharingSwitches,
  isPublic: boolean,
): void {
  assertOwner(caller, saved);
  if (isPublic && (s.siteDisabled || !s.withPublic)) throw new AppError('SHARING_DISABLED');
}

/** The history lists: only while the history page is available to the signed-in caller. */
export function assertHistoryAvailable(uxDisabled: ReadonlySet<string>, caller: SignedInCaller): void {
  const ctx = { ux: uxControlsFrom(uxDisabled), signedIn: true, access: caller.access };
  if (pageAvailability('reports', ctx).state !== 'available') throw new AppError('HISTORY_DISABLED');
}

/** Editing the organisation's sharing settings: its admin only. */
export function assertOrgAdmin(caller: SignedInCaller): void {
  if (!caller.access.isOrganizationAdmin) throw new AppError('FORBIDDEN');
}

/** The abilities the web app uses to show or disable controls. */
export function abilities(
  caller: SignedInCaller | null,
  saved: SavedFacts | null,
  s: SharingSwitches,
  saveEnabled: boolean,
) {
  const isOwner = Boolean(caller && saved && saved.ownerId === caller.userId);
  return {
    saved: saved !== null,
    isOwner,
    isPublic: saved?.isPublic ?? false,
    canShare: isOwner && !s.siteDisabled && s.withinOrganization,
    canSharePublic: isOwner && !s.siteDisabled && s.withPublic,
    canSave: Boolean(caller) && saved === null && saveEnabled,
  };
}
