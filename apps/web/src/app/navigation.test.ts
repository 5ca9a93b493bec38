import { describe, expect, it } from 'vitest';
import { FeatureFlagDefaults, UxControlNames, type UxFeatureControl } from '@netlens/core';
import { visibleNavItems, type NavContext } from './navigation';
import { NoAccess } from '../lib/session';

const allRoutes = new Set([
  '/',
  '/partnerPortal',
  '/reports',
  '/partner',
  '/asn',
  '/status',
  '/endpoints',
  '/nppdashboard',
]);
const noUx = Object.fromEntries(UxControlNames.map((n) => [n, false])) as UxFeatureControl;
const fullAccess = {
  hasAccessToPartnerPortal: true,
  hasAccessToLeadershipReport: true,
  hasAccessToDomainLens: true,
};

/** Everything allowed and built; each test turns one thing off. */
function ctx(over: Partial<NavContext> = {}): NavContext {
  return {
    signedIn: true,
    partnerRegistered: true,
    access: fullAccess,
    ux: noUx,
    flags: { ...FeatureFlagDefaults, nppDashboard: true },
    cloudName: 'MultiTenant',
    links: { faq: 'https://example.test/faq', communityForum: 'https://example.test/forum' },
    builtRoutes: allRoutes,
    ...over,
  };
}
const ids = (c: NavContext) => visibleNavItems(c).map((i) => i.id);
const ux = (patch: Partial<UxFeatureControl>) => ({ ...noUx, ...patch });

describe('visibleNavItems', () => {
  it('lists every item in the spec order when all is allowed and built', () => {
    expect(ids(ctx())).toEqual([
      'partnerPortal',
      'networkTest',
      'reports',
      'networkPartners',
      'asn',
      'health',
      'domainLens',
      'nppDashboard',
      'faq',
      'communityForum',
    ]);
  });

  it('shows only the start page, health (when built) and external links to anonymous visitors', () => {
    const anon = ctx({ signedIn: false, partnerRegistered: false, access: NoAccess });
    expect(ids(anon)).toEqual(['networkTest', 'health', 'nppDashboard', 'faq', 'communityForum']);
  });

  it('today (only / built, signed out) shows Network test and the external links', () => {
    const today = ctx({
      signedIn: false,
      partnerRegistered: false,
      access: NoAccess,
      builtRoutes: new Set(['/']),
    });
    expect(ids(today)).toEqual(['networkTest', 'faq', 'communityForum']);
  });

  it('hides every internal page that is not in the route table', () => {
    for (const path of allRoutes) {
      const built = new Set([...allRoutes].filter((p) => p !== path));
      const shown = visibleNavItems(ctx({ builtRoutes: built }));
      expect(
        shown.some((i) => i.kind === 'internal' && i.path === path),
        path,
      ).toBe(false);
      expect(shown).toHaveLength(9);
    }
  });

  it('never lists pages outside its fixed list, such as the data sources page', () => {
    const withDataSources = ctx({ builtRoutes: new Set([...allRoutes, '/data-sources']) });
    expect(ids(withDataSources)).toEqual(ids(ctx()));
    expect(
      visibleNavItems(withDataSources).some((i) => i.kind === 'internal' && i.path === '/data-sources'),
    ).toBe(false);
  });

  it('partner portal needs sign-in, partner access and partner registration', () => {
    expect(ids(ctx({ partnerRegistered: false }))).not.toContain('partnerPortal');
    expect(ids(ctx({ access: { ...fullAccess, hasAccessToPartnerPortal: false } }))).not.toContain(
      'partnerPortal',
    );
    expect(ids(ctx({ signedIn: false }))).not.toContain('partnerPortal');
  });

  it('reports need sign-in and history not disabled', () => {
    expect(ids(ctx({ signedIn: false }))).not.toContain('reports');
    expect(ids(ctx({ ux: ux({ DisableHistoryReport: true }) }))).not.toContain('reports');
  });

  it('network partners and ASN relationship need leadership access', () => {
    const c = ctx({ access: { ...fullAccess, hasAccessToLeadershipReport: false } });
    expect(ids(c)).not.toContain('networkPartners');
    expect(ids(c)).not.toContain('asn');
    expect(ids(ctx({ signedIn: false }))).not.toContain('asn');
  });

  it('health shows unless DisableNetworkHealth, signed in or not', () => {
    expect(ids(ctx({ ux: ux({ DisableNetworkHealth: true }) }))).not.toContain('health');
    expect(ids(ctx({ signedIn: false }))).toContain('health');
  });

  it('Domain Lens needs sign-in and the Domain Lens entitlement', () => {
    expect(ids(ctx({ access: { ...fullAccess, hasAccessToDomainLens: false } }))).not.toContain('domainLens');
    expect(ids(ctx({ signedIn: false }))).not.toContain('domainLens');
  });

  it('DisableSignIn removes every page that needs an account', () => {
    expect(ids(ctx({ ux: ux({ DisableSignIn: true }) }))).toEqual([
      'networkTest',
      'health',
      'nppDashboard',
      'faq',
      'communityForum',
    ]);
  });

  it('NPP dashboard needs the multi-tenant cloud and the nppDashboard flag', () => {
    expect(ids(ctx({ cloudName: 'GCC' }))).not.toContain('nppDashboard');
    expect(ids(ctx({ cloudName: 'China' }))).not.toContain('nppDashboard');
    expect(ids(ctx({ flags: { ...FeatureFlagDefaults, nppDashboard: false } }))).not.toContain(
      'nppDashboard',
    );
  });

  it('other UX controls and flags do not change the navigation', () => {
    const c = ctx({
      ux: ux({ DisableSaveReport: true, DisableShareReport: true, DisableAllFooterLinks: true }),
    });
    expect(ids(c)).toEqual(ids(ctx()));
  });

  it('external links carry the configured address and are left out when it is blank', () => {
    const items = visibleNavItems(ctx({ links: { faq: ' ', communityForum: 'https://forum.test/' } }));
    expect(items.filter((i) => i.kind === 'external')).toEqual([
      { kind: 'external', id: 'communityForum', labelKey: 'nav.communityForum', href: 'https://forum.test/' },
    ]);
  });

  it('internal items carry their path and a nav.* label key', () => {
    const byId = Object.fromEntries(visibleNavItems(ctx()).map((i) => [i.id, i]));
    expect(byId.networkTest).toEqual({
      kind: 'internal',
      id: 'networkTest',
      labelKey: 'nav.networkTest',
      path: '/',
    });
    expect(byId.health).toMatchObject({ path: '/status' });
    expect(byId.domainLens).toMatchObject({ path: '/endpoints' });
  });
});
