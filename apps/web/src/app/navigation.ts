import {
  Pages,
  listedInNavigation,
  type CloudName,
  type FeatureFlags,
  type NavigationPage,
  type SiteLinks,
  type UxFeatureControl,
} from '@netlens/core';
import { topLevelPath } from '../ui/pageAccess';
import type { AccessFlags } from '../lib/session';

type ExternalLinkId = 'faq' | 'communityForum';
export type NavItemId = NavigationPage['id'] | ExternalLinkId;

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
  links: Pick<SiteLinks, ExternalLinkId>;
  /** Top-level paths present in the route table ('/', '/status', …); unbuilt pages are absent. */
  builtRoutes: ReadonlySet<string>;
}

// The pages the navigation may list, in the spec's order (§2 Shell), each with its rule in
// packages/core; then the external links.
const navPages = Pages.filter((p): p is NavigationPage => 'navLabelKey' in p);
const externalLinks: ExternalLinkId[] = ['faq', 'communityForum'];

/** The left-navigation items the visitor may see, in order; pages not built yet never appear. */
export function visibleNavItems(ctx: NavContext): NavItem[] {
  const items: NavItem[] = [];
  for (const page of navPages) {
    const path = topLevelPath(page.path);
    if (ctx.builtRoutes.has(path) && listedInNavigation(page, ctx)) {
      items.push({ kind: 'internal', id: page.id, labelKey: page.navLabelKey, path });
    }
  }
  for (const id of externalLinks) {
    const href = ctx.links[id].trim();
    if (href) items.push({ kind: 'external', id, labelKey: `nav.${id}`, href });
  }
  return items;
}
