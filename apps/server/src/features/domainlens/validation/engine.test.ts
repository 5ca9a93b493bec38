import { describe, expect, it } from 'vitest';
import { VALIDATION_TEST_IDS, type ValidationTestId, validationOutcome } from '@netlens/core';
import type { DnsResolver } from './dns.js';
import { HOST_SUBNET_LIMIT, listOf, runChangeValidation } from './engine.js';
import type { ChangeValidationInput, EndpointSetInput } from './input.js';
import { emptyChangeDetail } from '../../../test/domainlens-fixtures.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const LATER = new Date('2026-04-15T00:00:00Z'); // 45 days after NOW

/** A fake resolver: names → addresses; "nx" names give NXDOMAIN, "slow" names never answer. */
function fakeResolver(zone: Record<string, string[]>): DnsResolver {
  const answer = (name: string, v6: boolean) => {
    if (name.startsWith('slow.')) return new Promise<string[]>(() => undefined);
    const addrs = zone[name];
    if (!addrs) return Promise.reject(Object.assign(new Error('nx'), { code: 'ENOTFOUND' }));
    const wanted = addrs.filter((a) => a.includes(':') === v6);
    return wanted.length > 0
      ? Promise.resolve(wanted)
      : Promise.reject(Object.assign(new Error('nodata'), { code: 'ENODATA' }));
  };
  return { resolve4: (n) => answer(n, false), resolve6: (n) => answer(n, true) };
}

const ZONE: Record<string, string[]> = {
  'mail.contoso.com': ['40.96.1.10', '2603:1006::10'],
  'www.files.contoso.com': ['40.96.2.20'],
  'old.contoso.com': ['40.96.1.11'],
  'web.contoso.com': ['40.96.1.12'],
  'far.contoso.com': ['203.0.113.9'],
};

function set(over: Partial<EndpointSetInput> = {}): EndpointSetInput {
  return {
    id: 'set-1',
    instance: 'Worldwide',
    workload: 'Mail',
    serviceArea: 'Exchange',
    governanceCategory: 'Allow',
    isExpressRoute: false,
    required: true,
    notes: null,
    tcpPorts: '443',
    udpPorts: '',
    fqdns: ['web.contoso.com'],
    cidrs: ['40.96.1.0/24', '2603:1006::/40'],
    memberSetId: null,
    ...over,
  };
}

/** A change adding mail.contoso.com to a published set; everything in order. */
function input(over: Partial<ChangeValidationInput> = {}): ChangeValidationInput {
  const published = set();
  const proposed = set({ fqdns: ['web.contoso.com', 'mail.contoso.com'] });
  return {
    proposed,
    published,
    change: { ...emptyChangeDetail(), addedFqdns: [{ value: 'mail.contoso.com', effectiveDate: LATER }] },
    otherPublishedSets: [],
    memberSetStatus: null,
    serviceTree: {
      entries: [
        { id: 'st-mail', name: 'Mail transport', isActive: true },
        { id: 'st-old', name: 'Legacy mail', isActive: false },
      ],
      assignments: [
        { endpoint: 'web.contoso.com', serviceTreeId: 'st-mail' },
        { endpoint: 'mail.contoso.com', serviceTreeId: 'st-mail' },
        { endpoint: '40.96.1.0/24', serviceTreeId: 'st-mail' },
        { endpoint: '40.96.2.0/24', serviceTreeId: 'st-mail' },
        { endpoint: '2603:1006::/40', serviceTreeId: 'st-mail' },
      ],
    },
    ipRanges: [
      { source: 'IPAM' as const, cidr: '40.96.0.0/16', tags: ['Exchange', 'ExpressRoute'] },
      { source: 'IPAM' as const, cidr: '2603:1006::/32', tags: ['Exchange'] },
    ],
    ...over,
  };
}

const deps = { resolver: fakeResolver(ZONE), now: NOW, timeoutMs: 50 };

async function run(i: ChangeValidationInput) {
  const results = await runChangeValidation(i, deps);
  const by = (test: ValidationTestId) => results.find((r) => r.test === test)!;
  return { results, by };
}

/** The input with the proposed set changed (and the change's added lists left as they are). */
const withProposed = (over: Partial<EndpointSetInput>, rest: Partial<ChangeValidationInput> = {}) => {
  const base = input(rest);
  return { ...base, proposed: { ...base.proposed, ...over } };
};

describe('runChangeValidation', () => {
  it('runs every test, in the spec order, and a change in order passes them all', async () => {
    const { results } = await run(input());
    expect(results.map((r) => r.test)).toEqual([...VALIDATION_TEST_IDS]);
    for (const r of results)
      expect({ test: r.test, severity: r.severity, reason: r.reason }).toMatchObject({ severity: 'Pass' });
    expect(validationOutcome(results, false)).toBe('AllSucceeded');
  });

  it('bulk removal: more than 100 removed endpoints block unless escalated', async () => {
    const many = Array.from({ length: 101 }, (_, k) => `h${k}.contoso.com`);
    const published = set({ fqdns: many });
    const i = input({
      published,
      proposed: set({ fqdns: [] }),
      change: { ...input().change, addedFqdns: [] },
    });
    const { by } = await run(i);
    expect(by('BulkRemoval').severity).toBe('Blocking');
    expect(by('BulkRemoval').reason).toMatch(/101 endpoints from Mail, more than 100/);
    expect(by('BulkRemoval').details?.removed).toHaveLength(101);
    const escalated = await run({ ...i, change: { ...i.change, bulkRemovalEscalated: true } });
    expect(escalated.by('BulkRemoval').severity).toBe('Pass');
    const hundred = await run(
      input({ published: set({ fqdns: many.slice(0, 100) }), proposed: set({ fqdns: [] }) }),
    );
    expect(hundred.by('BulkRemoval').severity).toBe('Pass');
  });

  it('linked member set: published or staged passes, anything else blocks', async () => {
    const linked = (status: ChangeValidationInput['memberSetStatus']) =>
      withProposed({ memberSetId: 'ms-9' }, { memberSetStatus: status });
    expect((await run(linked('Published'))).by('LinkedMemberSet').severity).toBe('Pass');
    expect((await run(linked('StagedForPublishing'))).by('LinkedMemberSet').severity).toBe('Pass');
    const draft = (await run(linked('Draft'))).by('LinkedMemberSet');
    expect(draft).toMatchObject({ severity: 'Blocking', reason: expect.stringMatching(/ms-9 is Draft/) });
    expect((await run(linked(null))).by('LinkedMemberSet').reason).toMatch(/ms-9 was not found/);
  });

  it('DNS resolution: an added FQDN that does not exist blocks, a lookup that times out warns', async () => {
    const nx = await run(withProposed({ fqdns: ['web.contoso.com', 'ghost.contoso.com'] }));
    expect(nx.by('DnsResolution')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/ghost\.contoso\.com \(NXDOMAIN/),
    });
    const slow = await run(withProposed({ fqdns: ['web.contoso.com', 'slow.contoso.com'] }));
    expect(slow.by('DnsResolution')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/could not resolve slow\.contoso\.com \(timed out after 50 ms\)/),
    });
  });

  it('DNS alignment: an added FQDN resolving outside the workload subnets warns; wildcards are not resolved', async () => {
    const far = await run(withProposed({ fqdns: ['web.contoso.com', 'far.contoso.com'] }));
    expect(far.by('DnsResolution')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/far\.contoso\.com → 203\.0\.113\.9/),
    });
    const sibling = set({ id: 'set-5', fqdns: [], cidrs: ['203.0.113.0/24'], tcpPorts: '25' });
    const aligned = await run(
      withProposed({ fqdns: ['web.contoso.com', 'far.contoso.com'] }, { otherPublishedSets: [sibling] }),
    );
    expect(aligned.by('DnsResolution').severity).toBe('Pass');
    const elsewhere = await run(
      withProposed(
        { fqdns: ['web.contoso.com', 'far.contoso.com'] },
        { otherPublishedSets: [{ ...sibling, instance: 'China' }] },
      ),
    );
    expect(elsewhere.by('DnsResolution').severity).toBe('Warning');
    const wild = await run(withProposed({ fqdns: ['web.contoso.com', '*.contoso.com'] }));
    expect(wild.by('DnsResolution').severity).toBe('Pass');
  });

  it('effective date: additions sooner than 30 days after publishing, or undated, warn', async () => {
    const soon = input();
    soon.change.addedFqdns = [{ value: 'mail.contoso.com', effectiveDate: new Date('2026-03-20T00:00:00Z') }];
    const r = (await run(soon)).by('EffectiveDate');
    expect(r).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/before 2026-03-31: mail\.contoso\.com \(2026-03-20\)/),
    });
    const exactly = input();
    exactly.change.addedFqdns = [
      { value: 'mail.contoso.com', effectiveDate: new Date('2026-03-31T00:00:00Z') },
    ];
    expect((await run(exactly)).by('EffectiveDate').severity).toBe('Pass');
    const undated = input();
    undated.change.addedFqdns = [];
    expect((await run(undated)).by('EffectiveDate').reason).toMatch(/no effective date: mail\.contoso\.com/);
    const planned = input();
    planned.change.expectedPublishDate = new Date('2026-04-01T00:00:00Z');
    expect((await run(planned)).by('EffectiveDate').severity).toBe('Warning'); // 14 days after the planned date
  });

  it('duplicate URL:port or IP:port: the same name or overlapping subnet on a shared port blocks', async () => {
    const other = set({
      id: 'set-2',
      workload: 'Teams',
      serviceArea: 'Exchange',
      fqdns: ['mail.contoso.com'],
      cidrs: ['40.96.1.128/25'],
      tcpPorts: '80,443',
    });
    const r = (await run(input({ otherPublishedSets: [other] }))).by('DuplicateEndpoint');
    expect(r.severity).toBe('Blocking');
    expect(r.reason).toMatch(/mail\.contoso\.com on TCP 443 \(also in set set-2\)/);
    expect(r.reason).toMatch(/40\.96\.1\.0\/24 on TCP 443 \(40\.96\.1\.128\/25 in set set-2\)/);
    const otherPorts = (await run(input({ otherPublishedSets: [{ ...other, tcpPorts: '80' }] }))).by(
      'DuplicateEndpoint',
    );
    expect(otherPorts.severity).toBe('Pass');
    const otherInstance = (await run(input({ otherPublishedSets: [{ ...other, instance: 'China' }] }))).by(
      'DuplicateEndpoint',
    );
    expect(otherInstance.severity).toBe('Pass');
  });

  it('wildcard exemplar: an added wildcard needs a concrete name it covers that resolves', async () => {
    const none = await run(withProposed({ fqdns: ['web.contoso.com', '*.example.org'] }));
    expect(none.by('WildcardExemplar')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/no exemplar FQDN for \*\.example\.org/),
    });
    const inSet = await run(
      withProposed({ fqdns: ['web.contoso.com', '*.files.contoso.com', 'www.files.contoso.com'] }),
    );
    expect(inSet.by('WildcardExemplar').severity).toBe('Pass');
    const named = input();
    named.proposed = { ...named.proposed, fqdns: ['web.contoso.com', '*.contoso.com'] };
    named.change.wildcardExemplars = { '*.contoso.com': 'ghost.contoso.com' };
    expect((await run(named)).by('WildcardExemplar').reason).toMatch(
      /exemplar does not resolve for \*\.contoso\.com/,
    );
    named.change.wildcardExemplars = { '*.contoso.com': 'slow.contoso.com' };
    expect((await run(named)).by('WildcardExemplar').severity).toBe('Warning');
  });

  it('full details for Optimize: ports, subnets and ExpressRoute must be stated', async () => {
    const ok = await run(
      withProposed(
        { governanceCategory: 'Optimize' },
        { published: set({ governanceCategory: 'Optimize' }) },
      ),
    );
    expect(ok.by('OptimizeDetails').severity).toBe('Pass');
    const bare = await run(
      withProposed({ governanceCategory: 'Optimize', tcpPorts: '', cidrs: [], isExpressRoute: null }),
    );
    expect(bare.by('OptimizeDetails')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/missing: TCP or UDP ports, IP subnets and whether it is ExpressRoute/),
    });
  });

  it('governance category promotion: moving a set or an endpoint up is flagged for review', async () => {
    const promoted = await run(withProposed({ governanceCategory: 'Optimize' }));
    expect(promoted.by('CategoryPromotion')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/set set-1 from Allow to Optimize/),
    });
    const demoted = await run(
      withProposed({ governanceCategory: 'Default', cidrs: [] }, { published: set({ cidrs: [] }) }),
    );
    expect(demoted.by('CategoryPromotion').severity).toBe('Pass');
    const moved = await run(
      input({
        otherPublishedSets: [
          set({
            id: 'set-7',
            governanceCategory: 'Default',
            fqdns: ['mail.contoso.com'],
            cidrs: [],
            tcpPorts: '80',
          }),
        ],
      }),
    );
    expect(moved.by('CategoryPromotion').reason).toMatch(
      /mail\.contoso\.com from Default \(set set-7\) to Allow/,
    );
  });

  it('IPAM tags: an added subnet whose IPAM range is not tagged for the set warns', async () => {
    const base = input();
    const adds = (cidr: string, ranges = base.ipRanges) => ({
      ...base,
      proposed: { ...base.proposed, cidrs: ['40.96.1.0/24', cidr] },
      ipRanges: ranges,
    });
    expect((await run(adds('40.96.2.0/24'))).by('IpamTags').severity).toBe('Pass');
    const untagged = await run(
      adds('40.96.2.0/24', [{ source: 'IPAM' as const, cidr: '40.96.0.0/16', tags: ['Teams'] }]),
    );
    expect(untagged.by('IpamTags')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/40\.96\.2\.0\/24 \(40\.96\.0\.0\/16 tagged Teams\)/),
    });
    const missing = await run(adds('198.51.100.0/24'));
    expect(missing.by('IpamTags').reason).toMatch(/no IPAM entry: 198\.51\.100\.0\/24/);
    expect((await run(adds('40.96.2.0/24', []))).by('IpamTags').reason).toMatch(
      /No IPAM ranges have been imported/,
    );
    // An ARIN allocation is not an IPAM entry: its tags do not count.
    const arinOnly = [{ source: 'ARIN' as const, cidr: '40.96.0.0/16', tags: ['Exchange'] }];
    expect((await run(adds('40.96.2.0/24', arinOnly))).by('IpamTags').reason).toMatch(
      /No IPAM ranges have been imported/,
    );
  });

  it("Microsoft ownership: subnets outside the organisation's ranges, or not subnets at all, block", async () => {
    const foreign = await run(
      withProposed({ cidrs: ['40.96.1.0/24', '198.51.100.0/24', '2603:1006:10::/48'] }),
    );
    expect(foreign.by('MicrosoftOwnership')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/not in the organisation's IP ranges: 198\.51\.100\.0\/24\./),
    });
    const invalid = await run(withProposed({ cidrs: ['40.96.1.0/33'] }));
    expect(invalid.by('MicrosoftOwnership').reason).toMatch(/not valid IP subnets: 40\.96\.1\.0\/33/);
    expect((await run(input({ ipRanges: [] }))).by('MicrosoftOwnership').severity).toBe('Warning');
    // Ranges of every registry count for ownership: a BYOIP range covers the foreign subnet.
    const byoip = { source: 'BYOIP' as const, cidr: '198.51.100.0/22', tags: [] };
    const owned = await run({
      ...withProposed({ cidrs: ['40.96.1.0/24', '198.51.100.0/24'] }),
      ipRanges: [...input().ipRanges, byoip],
    });
    expect(owned.by('MicrosoftOwnership').severity).toBe('Pass');
  });

  it('minimise IP use: many single addresses, or subnets added to a Default set, warn', async () => {
    const hosts = Array.from({ length: HOST_SUBNET_LIMIT + 1 }, (_, k) => `40.96.3.${k + 1}/32`);
    const many = await run(withProposed({ cidrs: ['40.96.1.0/24', ...hosts] }));
    expect(many.by('MinimiseIpUse')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/11 single addresses \(more than 10\)/),
    });
    const few = await run(withProposed({ cidrs: ['40.96.1.0/24', ...hosts.slice(0, HOST_SUBNET_LIMIT)] }));
    expect(few.by('MinimiseIpUse').severity).toBe('Pass');
    const dflt = await run(
      withProposed({ governanceCategory: 'Default', cidrs: ['40.96.1.0/24', '40.96.2.0/24'] }),
    );
    expect(dflt.by('MinimiseIpUse').reason).toMatch(
      /a Default set needs no IP subnets, yet the change adds 40\.96\.2\.0\/24/,
    );
  });

  it('no IP in several service areas: a subnet overlapping one of another service area blocks', async () => {
    const teams = set({
      id: 'set-3',
      workload: 'Teams',
      serviceArea: 'Skype',
      fqdns: [],
      cidrs: ['40.96.0.0/20'],
      tcpPorts: '3478',
    });
    const r = (await run(input({ otherPublishedSets: [teams] }))).by('IpInMultipleServiceAreas');
    expect(r).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/40\.96\.1\.0\/24 \(40\.96\.0\.0\/20 in Skype, set set-3\)/),
    });
    const sameArea = (await run(input({ otherPublishedSets: [{ ...teams, serviceArea: 'Exchange' }] }))).by(
      'IpInMultipleServiceAreas',
    );
    expect(sameArea.severity).toBe('Pass');
  });

  it('ExpressRoute resolution: names of an ExpressRoute set must resolve into ExpressRoute ranges', async () => {
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

  it('no overlap in a workload: overlapping subnets in the set or the workload block', async () => {
    const inSet = await run(withProposed({ cidrs: ['40.96.1.0/24', '40.96.1.64/26'] }));
    expect(inSet.by('WorkloadOverlap')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/40\.96\.1\.0\/24 and 40\.96\.1\.64\/26 \(both in this set\)/),
    });
    const sibling = set({ id: 'set-4', fqdns: [], cidrs: ['40.96.1.7/32'], tcpPorts: '25' });
    expect((await run(input({ otherPublishedSets: [sibling] }))).by('WorkloadOverlap').reason).toMatch(
      /40\.96\.1\.7\/32 \(set set-4\)/,
    );
    expect(
      (
        await run(input({ otherPublishedSets: [{ ...sibling, workload: 'Teams', serviceArea: 'Exchange' }] }))
      ).by('WorkloadOverlap').severity,
    ).toBe('Pass');
  });

  it('no dash in port numbers: new ranges warn, ranges already published pass, malformed ports block', async () => {
    const range = await run(withProposed({ udpPorts: '3478-3481' }));
    expect(range.by('PortDash')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/UDP 3478-3481/),
    });
    const kept = await run(
      withProposed({ udpPorts: '3478-3481' }, { published: set({ udpPorts: '3478-3481' }) }),
    );
    expect(kept.by('PortDash').severity).toBe('Pass');
    const bad = await run(withProposed({ tcpPorts: '443,80-,70000' }));
    expect(bad.by('PortDash')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/TCP "80-" and TCP "70000"/),
    });
  });

  it('removal still in DNS: removed names that still resolve warn', async () => {
    const published = set({ fqdns: ['web.contoso.com', 'old.contoso.com', 'ghost.contoso.com'] });
    const still = await run(input({ published }));
    expect(still.by('RemovalStillInDns')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/old\.contoso\.com → 40\.96\.1\.11/),
    });
    expect(still.by('RemovalStillInDns').reason).not.toMatch(/ghost/);
    const moved = await run(
      input({
        published,
        otherPublishedSets: [set({ id: 'set-8', fqdns: ['old.contoso.com'], cidrs: [], tcpPorts: '80' })],
      }),
    );
    expect(moved.by('RemovalStillInDns').severity).toBe('Pass');
    const gone = await run(input({ published: set({ fqdns: ['web.contoso.com', 'ghost.contoso.com'] }) }));
    expect(gone.by('RemovalStillInDns').severity).toBe('Pass');
  });

  it('service tree entry: added endpoints without a known id block, existing ones or retired entries warn', async () => {
    const base = input();
    const without = {
      ...base,
      serviceTree: {
        ...base.serviceTree,
        assignments: base.serviceTree.assignments.filter((a) => a.endpoint !== 'mail.contoso.com'),
      },
    };
    expect((await run(without)).by('ServiceTreeEntry')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/mail\.contoso\.com has no service-tree id/),
    });
    const unknown = {
      ...base,
      serviceTree: {
        ...base.serviceTree,
        assignments: [
          ...base.serviceTree.assignments,
          { endpoint: 'MAIL.contoso.com.', serviceTreeId: 'st-nope' },
        ],
      },
    };
    expect((await run(unknown)).by('ServiceTreeEntry').reason).toMatch(/unknown service-tree id st-nope/);
    const existing = {
      ...base,
      serviceTree: {
        ...base.serviceTree,
        assignments: base.serviceTree.assignments.filter((a) => a.endpoint !== '40.96.1.0/24'),
      },
    };
    expect((await run(existing)).by('ServiceTreeEntry')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/40\.96\.1\.0\/24 has no service-tree id/),
    });
    const retired = {
      ...base,
      serviceTree: {
        ...base.serviceTree,
        assignments: [
          ...base.serviceTree.assignments,
          { endpoint: 'web.contoso.com', serviceTreeId: 'st-old' },
        ],
      },
    };
    expect((await run(retired)).by('ServiceTreeEntry').reason).toMatch(
      /retired service-tree entry Legacy mail \(st-old\)/,
    );
    const addsId = { ...base, change: { ...base.change, addedServiceTreeIds: ['st-zzz'] } };
    expect((await run(addsId)).by('ServiceTreeEntry').reason).toMatch(/adds unknown service-tree id st-zzz/);
  });

  it('a test that throws becomes a Warning saying so, and the others still run', async () => {
    const base = input();
    const broken = { ...base, serviceTree: { ...base.serviceTree, entries: null as unknown as [] } };
    const results = await runChangeValidation(broken, deps);
    expect(results).toHaveLength(VALIDATION_TEST_IDS.length);
    expect(results.find((r) => r.test === 'ServiceTreeEntry')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/^The test could not run: /),
    });
    expect(results.find((r) => r.test === 'BulkRemoval')?.severity).toBe('Pass');
  });

  it('a resolver that throws instead of rejecting is a failed lookup, not a crash', async () => {
    const resolver: DnsResolver = {
      resolve4: () => {
        throw Object.assign(new Error('boom'), { code: 'ESERVFAIL' });
      },
      resolve6: () => Promise.reject(Object.assign(new Error('nodata'), { code: 'ENODATA' })),
    };
    const results = await runChangeValidation(input(), { ...deps, resolver });
    expect(results.find((r) => r.test === 'DnsResolution')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(
        /could not resolve mail\.contoso\.com \(the DNS server failed \(SERVFAIL\)\)/,
      ),
    });
  });
});

describe('helpers', () => {
  it('lists at most ten items, then says how many more', () => {
    expect(listOf(['a'])).toBe('a');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listOf(Array.from({ length: 12 }, (_, k) => String(k)))).toBe(
      '0, 1, 2, 3, 4, 5, 6, 7, 8, 9 and 2 more',
    );
  });
});
