import { describe, expect, it } from 'vitest';
import type { SignedInCaller } from '../identity/caller.js';
import { abilities, assertCanSetPublic, assertCanShareWithin, canRead, type SavedFacts } from './policy.js';

const caller = (userId: string, orgId = 'org-a', admin = false) =>
  ({ kind: 'user', userId, orgId, access: { isOrganizationAdmin: admin } }) as unknown as SignedInCaller;
const saved: SavedFacts = {
  ownerId: 'owner',
  orgId: 'org-a',
  isPublic: false,
  receiverIds: new Set(['receiver']),
};
const on = { withinOrganization: true, withPublic: true, siteDisabled: false };

describe('report policy', () => {
  it('lets anyone read an unsaved or public report', () => {
    expect(canRead(null, null)).toBe(true);
    expect(canRead(null, { ...saved, isPublic: true })).toBe(true);
  });
  it('lets the owner, receivers and the admin of its organisation read a private report', () => {
    expect(canRead(caller('owner'), saved)).toBe(true);
    expect(canRead(caller('receiver'), saved)).toBe(true);
    expect(canRead(caller('admin', 'org-a', true), saved)).toBe(true);
    expect(canRead(caller('admin', 'org-b', true), saved)).toBe(false);
    expect(canRead(caller('colleague'), saved)).toBe(false);
    expect(canRead(null, saved)).toBe(false);
  });
  it('answers not-found to a non-owner who tries to share, and the admin switches to the owner', () => {
    expect(() => assertCanShareWithin(caller('receiver'), saved, on)).toThrow('REPORT_NOT_FOUND');
    expect(() => assertCanShareWithin(caller('owner'), saved, { ...on, withinOrganization: false })).toThrow(
      'SHARING_DISABLED',
    );
    expect(() => assertCanSetPublic(caller('owner'), saved, { ...on, siteDisabled: true }, true)).toThrow(
      'SHARING_DISABLED',
    );
    expect(() =>
      assertCanSetPublic(caller('owner'), saved, { ...on, withPublic: false }, false),
    ).not.toThrow();
  });
  it('reports the abilities the web app shows', () => {
    expect(abilities(caller('owner'), saved, { ...on, withPublic: false }, true)).toEqual({
      saved: true,
      isOwner: true,
      isPublic: false,
      canShare: true,
      canSharePublic: false,
      canSave: false,
    });
    expect(abilities(caller('someone'), null, on, true).canSave).toBe(true);
    expect(abilities(null, null, on, true).canSave).toBe(false);
  });
});
