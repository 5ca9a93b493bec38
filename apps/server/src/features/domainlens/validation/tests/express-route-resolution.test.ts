import { describe, expect, it } from 'vitest';
import { input, run, withProposed } from '../../../../test/domainlens-validation-fixtures.js';

describe('ExpressRoute resolution', () => {
  it('names of an ExpressRoute set must resolve into ExpressRoute ranges', async () => {
    const er = await run(withProposed({ isExpressRoute: true }));
    expect(er.by('ExpressRouteResolution').severity).toBe('Blocking'); // mail's IPv6 address is outside the ExpressRoute ranges
    expect(er.by('ExpressRouteResolution').reason).toMatch(/mail\.contoso\.com → 2603:1006::10/);
    const ranges = [
      ...input().ipRanges,
      { source: 'IPAM' as const, cidr: '2603:1006::/48', tags: ['expressroute'] },
    ];
    expect(
      (await run(withProposed({ isExpressRoute: true }, { ipRanges: ranges }))).by('ExpressRouteResolution')
        .severity,
    ).toBe('Pass');
    const slow = await run(
      withProposed(
        { isExpressRoute: true, fqdns: ['web.contoso.com', 'slow.contoso.com'] },
        { ipRanges: ranges },
      ),
    );
    expect(slow.by('ExpressRouteResolution').severity).toBe('Warning');
    const noEr = await run(
      withProposed(
        { isExpressRoute: true },
        { ipRanges: [{ source: 'IPAM' as const, cidr: '40.96.0.0/16', tags: [] }] },
      ),
    );
    expect(noEr.by('ExpressRouteResolution').reason).toMatch(
      /No organisation IP range is tagged ExpressRoute/,
    );
  });
});
