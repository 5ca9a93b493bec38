import {
  CloudProfiles,
  FilingRegistryUrls,
  type CloudName,
  type FrontendConfiguration,
  type SiteLinks,
  type UxFeatureControl,
} from '@netlens/core';

export type FooterItem =
  | { kind: 'internal'; id: 'networkTest' | 'dataSources'; labelKey: string; path: string }
  | { kind: 'external'; id: FooterLinkId; labelKey: string; href: string }
  /** A Chinese website filing record: the record text links to its public registry. */
  | { kind: 'record'; id: 'icp' | 'psb'; text: string; href: string }
  | { kind: 'copyright'; id: 'copyright'; labelKey: string };

type FooterLinkId =
  'locationService' | 'websiteTerms' | 'mapTerms' | 'privacy' | 'consumerHealthPrivacy' | 'trademarks';

/** Everything the footer rules look at. */
export interface FooterContext {
  signedIn: boolean;
  ux: Pick<UxFeatureControl, 'DisableAllFooterLinks'>;
  cloudName: CloudName;
  env: string;
  links: SiteLinks;
  filingRecords: FrontendConfiguration['filingRecords'];
  /** The signed-in user's privacy statement address; replaces the site's privacy link. */
  privacyUrl: string | null;
}

const external = (id: FooterLinkId, href: string): FooterItem[] =>
  href.trim() ? [{ kind: 'external', id, labelKey: `footer.${id}`, href }] : [];

/** The footer entries in display order; DisableAllFooterLinks leaves only the copyright. */
export function visibleFooterLinks(ctx: FooterContext): FooterItem[] {
  const copyright: FooterItem = { kind: 'copyright', id: 'copyright', labelKey: 'footer.copyright' };
  if (ctx.ux.DisableAllFooterLinks) return [copyright];
  const profile = CloudProfiles[ctx.cloudName];
  const { links } = ctx;
  const items: FooterItem[] = [
    ...external('locationService', links.locationService),
    { kind: 'internal', id: 'networkTest', labelKey: 'footer.networkTest', path: '/' },
    ...(ctx.signedIn ? [] : external('websiteTerms', links.websiteTerms)),
    ...(ctx.signedIn ? [] : external('mapTerms', links.mapTerms)),
    ...external('privacy', (ctx.signedIn && ctx.privacyUrl) || links.privacy),
    ...(profile.footer.consumerHealthPrivacy
      ? external('consumerHealthPrivacy', links.consumerHealthPrivacy)
      : []),
    ...external('trademarks', links.trademarks),
    { kind: 'internal', id: 'dataSources', labelKey: 'footer.dataSources', path: '/data-sources' },
    copyright,
  ];
  if (profile.footer.filingRecords && ctx.env.toLowerCase() === 'production') {
    const { icp, psb } = ctx.filingRecords;
    if (icp?.trim())
      items.push({ kind: 'record', id: 'icp', text: icp.trim(), href: FilingRegistryUrls.icp });
    if (psb?.trim())
      items.push({ kind: 'record', id: 'psb', text: psb.trim(), href: FilingRegistryUrls.psb });
  }
  return items;
}
