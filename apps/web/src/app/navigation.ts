import {
  CloudProfiles,
  type CloudName,
  type FeatureFlags,
  type SiteLinks,
  type UxFeatureControl,
} from '@netlens/core';
import type { AccessFlags } from './session';

export type NavItemId =
  | 'partnerPortal'
  | 'networkTest'
  | 'reports'
  | 'networkPartners'
  | 'asn'
  | 'health'
  | 'domainLens'
  | 'nppDashboard'
  | 'faq'
  | 'communityForum';

/** A left-navigation entry: an app page (path relative to the cloud prefix) or an external link. */
export type NavItem =
  | { kind: 'internal'; id: NavItemId; labelKey: string; path: string }
  | { kind: 'external'; id: NavItemId; labelKey: string; href: string };

/** Everything the navigation rules look at. */
export interface NavContext {
  signedIn: boolean;
  partnerRegistered: boolean;
  access: AccessFlags;
  ux: UxFeatureControl;
  flags: FeatureFlags;
  cloudName: CloudName;
  links: Pick<SiteLinks, 'faq' | 'communityForum'>;
  /** Top-level paths present in the route table ('/', '/status', …); unbuilt pages are absent. */
  builtRoutes: ReadonlySet<string>;
}

type Rule =
  | { kind: 'internal'; id: NavItemId; path: string; allowed: (ctx: NavContext) => boolean }
  | { kind: 'external'; id: NavItemId; link: 'faq' | 'communityForum' };

// Partner, internal and Domain Lens pages exist only while sign-in is enabled (spec §2 Routes).
const signInOn = (ctx: NavContext) => !ctx.ux.DisableSignIn && ctx.signedIn;

/** The spec's order (§2 Shell); each entry with the rule that allows it. */
const rules: Rule[] = [
  {
    kind: 'internal',
    id: 'partnerPortal',
    path: '/partnerPortal',
    allowed: (c) => signInOn(c) && c.partnerRegistered && c.access.hasAccessToPartnerPortal,
  },
  { kind: 'internal', id: 'networkTest', path: '/', allowed: () => true },
  {
    kind: 'internal',
    id: 'reports',
    path: '/reports',
    allowed: (c) => signInOn(c) && !c.ux.DisableHistoryReport,
  },
  {
    kind: 'internal',
    id: 'networkPartners',
    path: '/partner',
    allowed: (c) => signInOn(c) && c.access.hasAccessToLeadershipReport,
  },
  {
    kind: 'internal',
    id: 'asn',
    path: '/asn',
    allowed: (c) => signInOn(c) && c.access.hasAccessToLeadershipReport,
  },
  { kind: 'internal', id: 'health', path: '/status', allowed: (c) => !c.ux.DisableNetworkHealth },
  {
    kind: 'internal',
    id: 'domainLens',
    path: '/endpoints',
    allowed: (c) => signInOn(c) && c.access.hasAccessToDomainLens,
  },
  {
    kind: 'internal',
    id: 'nppDashboard',
    path: '/nppdashboard',
    allowed: (c) => CloudProfiles[c.cloudName].multiTenantOnlyFeatures && c.flags.nppDashboard,
  },
  { kind: 'external', id: 'faq', link: 'faq' },
  { kind: 'external', id: 'communityForum', link: 'communityForum' },
];

/** The left-navigation items the visitor may see, in order; pages not built yet never appear. */
export function visibleNavItems(ctx: NavContext): NavItem[] {
  const items: NavItem[] = [];
  for (const rule of rules) {
    const labelKey = `nav.${rule.id}`;
    if (rule.kind === 'external') {
      const href = ctx.links[rule.link].trim();
      if (href) items.push({ kind: 'external', id: rule.id, labelKey, href });
    } else if (ctx.builtRoutes.has(rule.path) && rule.allowed(ctx)) {
      items.push({ kind: 'internal', id: rule.id, labelKey, path: rule.path });
    }
  }
  return items;
}
