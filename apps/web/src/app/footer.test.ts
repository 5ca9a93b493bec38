import { describe, expect, it } from 'vitest';
import { FilingRegistryUrls, type SiteLinks } from '@netlens/core';
import { visibleFooterLinks, type FooterContext } from './footer';

const links: SiteLinks = {
  locationService: 'https://l.test/',
  websiteTerms: 'https://terms.test/',
  mapTerms: 'https://map.test/',
  privacy: 'https://privacy.test/',
  consumerHealthPrivacy: 'https://health.test/',
  trademarks: 'https://tm.test/',
  faq: 'https://faq.test/',
  communityForum: 'https://forum.test/',
};

function ctx(over: Partial<FooterContext> = {}): FooterContext {
  return {
    signedIn: false,
    ux: { DisableAllFooterLinks: false },
    cloudName: 'MultiTenant',
    env: 'production',
    links,
    filingRecords: { icp: '京ICP备00000000号', psb: '京公网安备 00000000000000号' },
    privacyUrl: null,
    ...over,
  };
}
const ids = (c: FooterContext) => visibleFooterLinks(c).map((i) => i.id);
const china = (over: Partial<FooterContext> = {}) => ctx({ cloudName: 'China', ...over });

describe('visibleFooterLinks', () => {
  it('lists the multi-tenant footer for a signed-out visitor in order', () => {
    expect(ids(ctx())).toEqual([
      'locationService',
      'networkTest',
      'websiteTerms',
      'mapTerms',
      'privacy',
      'consumerHealthPrivacy',
      'trademarks',
      'dataSources',
      'copyright',
    ]);
  });

  it('drops website and map terms when signed in', () => {
    expect(ids(ctx({ signedIn: true }))).toEqual([
      'locationService',
      'networkTest',
      'privacy',
      'consumerHealthPrivacy',
      'trademarks',
      'dataSources',
      'copyright',
    ]);
  });

  it("uses the signed-in user's privacy statement, else the configured privacy link", () => {
    const privacy = (c: FooterContext) => visibleFooterLinks(c).find((i) => i.id === 'privacy');
    expect(privacy(ctx({ signedIn: true, privacyUrl: 'https://me.test/privacy' }))).toMatchObject({
      href: 'https://me.test/privacy',
    });
    expect(privacy(ctx({ signedIn: true }))).toMatchObject({ href: links.privacy });
    expect(privacy(ctx({ privacyUrl: 'https://me.test/privacy' }))).toMatchObject({ href: links.privacy });
  });

  it('shows consumer health privacy only where the cloud profile asks for it', () => {
    expect(ids(ctx({ cloudName: 'GCC' }))).not.toContain('consumerHealthPrivacy');
    expect(ids(china())).not.toContain('consumerHealthPrivacy');
  });

  it('shows ICP and PSB records on the China cloud in production, linked to their registries', () => {
    const records = visibleFooterLinks(china()).filter((i) => i.kind === 'record');
    expect(records).toEqual([
      { kind: 'record', id: 'icp', text: '京ICP备00000000号', href: FilingRegistryUrls.icp },
      { kind: 'record', id: 'psb', text: '京公网安备 00000000000000号', href: FilingRegistryUrls.psb },
    ]);
  });

  it('leaves the records out outside production, on other clouds, or when not configured', () => {
    expect(ids(china({ env: 'staging' }))).not.toContain('icp');
    expect(ids(china({ env: 'development' }))).not.toContain('psb');
    expect(ids(ctx())).not.toContain('icp');
    expect(ids(ctx({ cloudName: 'GCC' }))).not.toContain('psb');
    expect(ids(china({ filingRecords: { icp: null, psb: '京公网安备 1号' } }))).toEqual(
      expect.arrayContaining(['psb']),
    );
    expect(ids(china({ filingRecords: { icp: null, psb: null } }))).not.toContain('icp');
    expect(ids(china({ filingRecords: { icp: ' ', psb: null } }))).not.toContain('icp');
    expect(ids(china({ env: 'Production' }))).toContain('icp');
  });

  it('DisableAllFooterLinks keeps only the copyright', () => {
    expect(ids(ctx({ ux: { DisableAllFooterLinks: true } }))).toEqual(['copyright']);
    expect(ids(china({ ux: { DisableAllFooterLinks: true } }))).toEqual(['copyright']);
  });

  it('links the network test to the start page and leaves out blank external links', () => {
    const items = visibleFooterLinks(ctx({ links: { ...links, trademarks: '', mapTerms: '  ' } }));
    expect(items.find((i) => i.id === 'networkTest')).toEqual({
      kind: 'internal',
      id: 'networkTest',
      labelKey: 'footer.networkTest',
      path: '/',
    });
    expect(items.map((i) => i.id)).not.toContain('trademarks');
    expect(items.map((i) => i.id)).not.toContain('mapTerms');
  });

  it('links the data sources page just before the copyright, on every cloud', () => {
    const dataSources = {
      kind: 'internal',
      id: 'dataSources',
      labelKey: 'footer.dataSources',
      path: '/data-sources',
    };
    for (const c of [ctx(), ctx({ signedIn: true }), ctx({ cloudName: 'GCC' }), china()]) {
      const items = visibleFooterLinks(c);
      const at = items.findIndex((i) => i.id === 'copyright');
      expect(items[at - 1], c.cloudName).toEqual(dataSources);
    }
    const noTrademarks = ids(ctx({ links: { ...links, trademarks: '' } }));
    expect(noTrademarks.slice(-2)).toEqual(['dataSources', 'copyright']);
  });
});
