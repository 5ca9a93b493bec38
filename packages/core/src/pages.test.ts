import { describe, expect, it } from 'vitest';
import { CloudNames } from './clouds.js';
import { FeatureFlagNames, UxControlNames, type UxControlName } from './flags/flags.js';
import {
  Pages,
  listedInNavigation,
  pageAvailability,
  pageRule,
  uxControlsFrom,
  type PageAccess,
  type PageContext,
  type PageId,
} from './pages.js';

const allFlags = Object.fromEntries(FeatureFlagNames.map((n) => [n, true]));
const noControls = uxControlsFrom(new Set());
const allAccess: PageAccess = {
  hasAccessToPartnerPortal: true,
  hasAccessToLeadershipReport: true,
  hasAccessToDomainLens: true,
};

/** Everything allowed: each test takes one thing away. */
const everything: PageContext = {
  flags: allFlags,
  ux: noControls,
  cloudName: 'MultiTenant',
  signedIn: true,
  partnerRegistered: true,
  access: allAccess,
};
const signedOut: PageContext = { signedIn: false, partnerRegistered: false, access: undefined };
const off = (...names: UxControlName[]) => ({
  ux: { ...noControls, ...Object.fromEntries(names.map((n) => [n, true])) },
});
const state = (id: PageId, over: PageContext = {}) => pageAvailability(id, { ...everything, ...over }).state;

const accountPages: [PageId, keyof PageAccess][] = [
  ['partnerPortal', 'hasAccessToPartnerPortal'],
  ['networkPartners', 'hasAccessToLeadershipReport'],
  ['internalReport', 'hasAccessToLeadershipReport'],
  ['asn', 'hasAccessToLeadershipReport'],
  ['domainLens', 'hasAccessToDomainLens'],
];

describe('the page list', () => {
  it('names each page and path once; navigation labels are nav.<id>', () => {
    expect(new Set(Pages.map((p) => p.id)).size).toBe(Pages.length);
    expect(new Set(Pages.map((p) => p.path)).size).toBe(Pages.length);
    for (const page of Pages) {
      if ('navLabelKey' in page) expect(page.navLabelKey).toBe(`nav.${page.id}`);
    }
    expect(pageRule('health')).toMatchObject({ path: '/status', navLabelKey: 'nav.health' });
  });

  it('makes every page available when everything is allowed', () => {
    for (const page of Pages) expect(state(page.id), page.id).toBe('available');
  });
});

describe('pages open to everyone', () => {
  it.each(['networkTest', 'report', 'dataSources'] as const)('%s: whatever the context', (id) => {
    expect(pageAvailability(id, {}).state).toBe('available');
    expect(state(id, { ...signedOut, ...off(...UxControlNames), cloudName: 'China', flags: {} })).toBe(
      'available',
    );
  });
});

describe('health', () => {
  it('is not offered while DisableNetworkHealth is set, signed in or not, in every cloud', () => {
    expect(state('health', off('DisableNetworkHealth'))).toBe('notOffered');
    for (const cloudName of CloudNames)
      expect(state('health', { ...signedOut, cloudName })).toBe('available');
    expect(state('health', off('DisableSignIn', 'DisableHistoryReport'))).toBe('available');
  });

  it('reads the server configuration, and counts unknown controls as set', () => {
    expect(pageAvailability('health', { ux: uxControlsFrom(new Set()) }).state).toBe('available');
    const disabled = uxControlsFrom(new Set(['DisableNetworkHealth']));
    expect(pageAvailability('health', { ux: disabled }).state).toBe('notOffered');
    expect(pageAvailability('health', {}).state).toBe('notOffered');
  });
});

describe('reports (history)', () => {
  it('explains a switched-off history before asking anyone to sign in', () => {
    const disabled = { state: 'notOffered', messageKey: 'history.errors.historyDisabled' };
    expect(pageAvailability('reports', { ...everything, ...off('DisableHistoryReport') })).toEqual(disabled);
    expect(
      pageAvailability('reports', { ...everything, ...signedOut, ...off('DisableHistoryReport') }),
    ).toEqual(disabled);
  });

  it('needs sign-in, and does not exist while sign-in is disabled', () => {
    expect(state('reports', signedOut)).toBe('signInNeeded');
    expect(pageAvailability('reports', { ...everything, ...off('DisableSignIn') })).toEqual({
      state: 'notOffered',
    });
  });

  it('needs no access flag and no particular cloud', () => {
    expect(state('reports', { access: undefined, partnerRegistered: false, cloudName: 'GCC' })).toBe(
      'available',
    );
  });
});

const roleOf = {
  hasAccessToPartnerPortal: 'partner',
  hasAccessToLeadershipReport: 'leadership',
  hasAccessToDomainLens: 'domainLens',
} as const;

describe.each(accountPages)('%s', (id, flag) => {
  it('does not exist while sign-in is disabled, signed in or not', () => {
    expect(state(id, off('DisableSignIn'))).toBe('notOffered');
    expect(state(id, { ...signedOut, ...off('DisableSignIn') })).toBe('notOffered');
  });

  it(`asks a signed-out visitor to sign in, and needs ${flag}`, () => {
    expect(state(id, signedOut)).toBe('signInNeeded');
    expect(state(id, { access: { ...allAccess, [flag]: false } })).toBe('noAccess');
    expect(state(id, { signedIn: true, access: undefined })).toBe('noAccess');
  });

  it('names the role that grants the access it lacks', () => {
    const a = pageAvailability(id, { ...everything, access: { ...allAccess, [flag]: false } });
    expect(a).toMatchObject({ state: 'noAccess', role: roleOf[flag] });
  });

  it('needs only its own access flag, in every cloud', () => {
    const only = {
      hasAccessToPartnerPortal: false,
      hasAccessToLeadershipReport: false,
      hasAccessToDomainLens: false,
    };
    expect(state(id, { access: { ...only, [flag]: true }, partnerRegistered: false })).toBe('available');
    for (const cloudName of CloudNames) expect(state(id, { cloudName, flags: {} })).toBe('available');
  });
});

describe.each(['networkPartners', 'internalReport'] as const)('%s (the internal report)', (id) => {
  it('answers a user without leadership access with its own no-access message', () => {
    const a = pageAvailability(id, {
      ...everything,
      access: { ...allAccess, hasAccessToLeadershipReport: false },
    });
    expect(a).toEqual({ state: 'noAccess', role: 'leadership', messageKey: 'internal.noAccess' });
  });
});

describe.each(['copilot', 'copilotResult'] as const)('%s', (id) => {
  it('exists in the multi-tenant cloud only, whatever the Copilot flag', () => {
    expect(state(id, { cloudName: 'GCC' })).toBe('notOffered');
    expect(state(id, { cloudName: 'China' })).toBe('notOffered');
    expect(state(id, { ...signedOut, flags: { copilot: false }, ...off(...UxControlNames) })).toBe(
      'available',
    );
    expect(pageAvailability(id, { cloudName: 'MultiTenant' }).state).toBe('available');
    expect(pageAvailability(id, {}).state).toBe('notOffered');
  });
});

describe('NPP dashboard', () => {
  it('needs the multi-tenant cloud and the nppDashboard flag, not an account', () => {
    expect(state('nppDashboard', { cloudName: 'GCC' })).toBe('notOffered');
    expect(state('nppDashboard', { cloudName: 'China' })).toBe('notOffered');
    expect(state('nppDashboard', { flags: { ...allFlags, nppDashboard: false } })).toBe('notOffered');
    expect(state('nppDashboard', { flags: {} })).toBe('notOffered');
    expect(state('nppDashboard', { ...signedOut, ...off('DisableSignIn') })).toBe('available');
  });
});

describe('OCDI association panel', () => {
  it('exists only with the ocdiAssociation flag, then as Domain Lens does', () => {
    expect(state('domainLensOcdi')).toBe('available');
    expect(state('domainLensOcdi', { flags: { ...allFlags, ocdiAssociation: false } })).toBe('notOffered');
    expect(state('domainLensOcdi', { flags: {} })).toBe('notOffered');
    expect(state('domainLensOcdi', { access: { ...allAccess, hasAccessToDomainLens: false } })).toBe(
      'noAccess',
    );
    expect(state('domainLensOcdi', signedOut)).toBe('signInNeeded');
  });
});

describe('listedInNavigation', () => {
  it('lists the partner portal to registered partners only, though it stays available', () => {
    const portal = pageRule('partnerPortal');
    expect(listedInNavigation(portal, everything)).toBe(true);
    const unregistered = { ...everything, partnerRegistered: false };
    expect(listedInNavigation(portal, unregistered)).toBe(false);
    expect(pageAvailability('partnerPortal', unregistered).state).toBe('available');
  });

  it('lists only available pages', () => {
    expect(listedInNavigation(pageRule('health'), { ...everything, ...off('DisableNetworkHealth') })).toBe(
      false,
    );
    expect(listedInNavigation(pageRule('reports'), { ...everything, ...signedOut })).toBe(false);
  });
});

describe('uxControlsFrom', () => {
  it('gives every control, set for the names given', () => {
    const ux = uxControlsFrom(new Set(['DisableSignIn', 'NotAControl']));
    expect(Object.keys(ux).sort()).toEqual([...UxControlNames].sort());
    expect(ux.DisableSignIn).toBe(true);
    expect(ux.DisableNetworkHealth).toBe(false);
  });
});
