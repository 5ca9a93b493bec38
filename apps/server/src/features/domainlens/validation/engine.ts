import {
  ADDITION_EFFECTIVE_DAYS,
  BULK_REMOVAL_THRESHOLD,
  type ValidationSeverity,
  type ValidationTestId,
  type ValidationTestResult,
  wildcardCovers,
} from '@netlens/core';
import { addressIn, contains, isHost, overlaps, parseSubnet, type Subnet } from './cidr.js';
import { isConclusiveFailure, lookupName, type DnsLookup, type DnsResolver } from './dns.js';
import type { ChangeValidationInput, EndpointSetInput, GovernanceCategory } from './input.js';
import { parsePorts, sharedPorts, type PortRange } from './ports.js';

/**
 * Severities of failing tests. The spec (2 §4, §5) names the tests and the three severities but
 * gives each test's severity only for bulk removal ("needs escalation", so Blocking until
 * escalated) and the effective date ("should be", so a Warning); the others are this product's
 * choice, listed with their reasons in docs/THRESHOLDS.md: Blocking where publishing would give
 * customers a wrong or ambiguous list, Warning where a reviewer should look but the list stays
 * right, and Warning (never Blocking) where a lookup could not be made.
 */

/** Minimise IP use: more single-address subnets (/32, /128) than this in one set is flagged. */
export const HOST_SUBNET_LIMIT = 10;

/** The IPAM tag marking the organisation's ranges advertised over ExpressRoute. */
export const EXPRESS_ROUTE_TAG = 'ExpressRoute';

/** DNS lookups of one validation run made at the same time. */
export const DNS_CONCURRENCY = 8;

/** Items a reason names before "and N more" (the details keep the full list). */
const REASON_LIST_LIMIT = 10;

const DAY_MS = 86_400_000;
const CATEGORY_RANK: Record<GovernanceCategory, number> = { Default: 0, Allow: 1, Optimize: 2 };

export interface ValidationDeps {
  resolver: DnsResolver;
  now: Date;
  /** Bound of each DNS query. */
  timeoutMs: number;
}

/** "a, b and c", at most REASON_LIST_LIMIT items then "and N more". */
export function listOf(items: readonly string[]): string {
  const shown = items.slice(0, REASON_LIST_LIMIT);
  const more = items.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function result(
  test: ValidationTestId,
  severity: ValidationSeverity,
  reason: string,
  details?: Record<string, string[]>,
): ValidationTestResult {
  const clean = details && Object.fromEntries(Object.entries(details).filter(([, v]) => v.length > 0));
  return clean && Object.keys(clean).length > 0
    ? { test, severity, reason, details: clean }
    : { test, severity, reason };
}

const normFqdn = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');
const isWildcard = (name: string) => name.includes('*');
const cidrKey = (cidr: string) => parseSubnet(cidr)?.key ?? cidr.trim();

const uniq = (values: Iterable<string>) => [...new Set(values)];

/** What the change adds and removes: its declared lists and the difference of the two sets. */
function changeSets(input: ChangeValidationInput) {
  const { proposed, published, change } = input;
  const proposedFqdns = proposed.isDeleted ? [] : uniq(proposed.fqdns.map(normFqdn));
  const proposedCidrs = proposed.isDeleted ? [] : uniq(proposed.cidrs.map((c) => c.trim()));
  const publishedFqdns = new Set((published?.fqdns ?? []).map(normFqdn));
  const publishedCidrs = new Set((published?.cidrs ?? []).map(cidrKey));
  const proposedFqdnSet = new Set(proposedFqdns);
  const proposedCidrSet = new Set(proposedCidrs.map(cidrKey));
  const addedFqdns = uniq([
    ...change.addedFqdns.map((e) => normFqdn(e.value)),
    ...proposedFqdns.filter((f) => !publishedFqdns.has(f)),
  ]);
  const addedCidrs = uniq([
    ...change.addedCidrs.map((e) => e.value.trim()),
    ...proposedCidrs.filter((c) => !publishedCidrs.has(cidrKey(c))),
  ]);
  const removedFqdns = uniq([
    ...change.removedFqdns.map((e) => normFqdn(e.value)),
    ...[...publishedFqdns].filter((f) => !proposedFqdnSet.has(f)),
  ]);
  const removedCidrs = uniq([
    ...change.removedCidrs.map((e) => e.value.trim()),
    ...(published?.cidrs ?? []).map((c) => c.trim()).filter((c) => !proposedCidrSet.has(cidrKey(c))),
  ]);
  return { proposedFqdns, proposedCidrs, addedFqdns, addedCidrs, removedFqdns, removedCidrs };
}

type ChangeSets = ReturnType<typeof changeSets>;

interface Context {
  input: ChangeValidationInput;
  sets: ChangeSets;
  lookup: (name: string) => Promise<DnsLookup>;
  now: Date;
}

/** A lookup function with a cache and at most DNS_CONCURRENCY lookups in flight. */
function dnsLookups(deps: ValidationDeps): (name: string) => Promise<DnsLookup> {
  const cache = new Map<string, Promise<DnsLookup>>();
  let active = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (active >= DNS_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
  };
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return (name) => {
    const key = normFqdn(name);
    let pending = cache.get(key);
    if (!pending) {
      pending = (async () => {
        await slot();
        try {
          return await lookupName(deps.resolver, key, deps.timeoutMs);
        } finally {
          release();
        }
      })();
      cache.set(key, pending);
    }
    return pending;
  };
}

function subnetsOf(cidrs: readonly string[]): Subnet[] {
  return cidrs.map(parseSubnet).filter((s): s is Subnet => s !== null);
}

/** Bulk removal (Blocking unless escalated: spec 2 §5, §9). */
function bulkRemoval({ input, sets }: Context): ValidationTestResult {
  const removed = [...sets.removedFqdns, ...sets.removedCidrs];
  const n = removed.length;
  const workload = input.proposed.workload;
  if (n <= BULK_REMOVAL_THRESHOLD) {
    return result(
      'BulkRemoval',
      'Pass',
      `The change removes ${plural(n, 'endpoint')} from ${workload}, not more than ${BULK_REMOVAL_THRESHOLD}.`,
    );
  }
  if (input.change.bulkRemovalEscalated) {
    return result(
      'BulkRemoval',
      'Pass',
      `The change removes ${n} endpoints from ${workload}; the bulk removal was escalated.`,
      { removed },
    );
  }
  return result(
    'BulkRemoval',
    'Blocking',
    `The change removes ${n} endpoints from ${workload}, more than ${BULK_REMOVAL_THRESHOLD}: a bulk removal needs escalation.`,
    { removed },
  );
}

/** Linked member set published or staged (Blocking: the set would point at nothing published). */
function linkedMemberSet({ input }: Context): ValidationTestResult {
  const id = input.proposed.memberSetId;
  if (!id) return result('LinkedMemberSet', 'Pass', 'The set is not linked to a member set.');
  const status = input.memberSetStatus;
  if (status === 'Published' || status === 'StagedForPublishing') {
    return result(
      'LinkedMemberSet',
      'Pass',
      `The linked member set ${id} is ${status === 'Published' ? 'published' : 'staged for publishing'}.`,
    );
  }
  return result(
    'LinkedMemberSet',
    'Blocking',
    status === null
      ? `The linked member set ${id} was not found; it must be published or staged for publishing.`
      : `The linked member set ${id} is ${status}; it must be published or staged for publishing.`,
  );
}

/**
 * DNS alignment and resolution: each added non-wildcard FQDN resolves (Blocking when DNS says it
 * does not exist or has no address; Warning when the lookup could not be made), and where the
 * workload publishes subnets its addresses lie in them (Warning: alignment).
 */
async function dnsResolution({ input, sets, lookup }: Context): Promise<ValidationTestResult> {
  const names = sets.addedFqdns.filter((f) => !isWildcard(f));
  if (names.length === 0)
    return result(
      'DnsResolution',
      'Pass',
      'The change adds no FQDN to resolve (wildcards are checked through their exemplars).',
    );
  const lookups = await Promise.all(names.map(lookup));
  const unresolved = lookups.flatMap((l) => (!l.ok && isConclusiveFailure(l.failure) ? [l.message] : []));
  const unchecked = lookups.flatMap((l) => (!l.ok && !isConclusiveFailure(l.failure) ? [l.message] : []));
  const workloadSubnets = subnetsOf([
    ...sets.proposedCidrs,
    ...input.otherPublishedSets
      .filter((s) => s.instance === input.proposed.instance && s.workload === input.proposed.workload)
      .flatMap((s) => s.cidrs),
  ]);
  const misaligned =
    workloadSubnets.length === 0
      ? []
      : lookups.flatMap((l) => {
          if (!l.ok) return [];
          const outside = l.addresses.filter((a) => !workloadSubnets.some((s) => addressIn(a, s)));
          return outside.length > 0 ? [`${l.name} → ${outside.join(', ')}`] : [];
        });
  if (unresolved.length > 0) {
    return result('DnsResolution', 'Blocking', `Added FQDNs must resolve: ${listOf(unresolved)}.`, {
      unresolved,
      unchecked,
      misaligned,
    });
  }
  if (unchecked.length > 0 || misaligned.length > 0) {
    const parts = [
      unchecked.length > 0 ? `some added FQDNs could not be checked: ${listOf(unchecked)}` : '',
      misaligned.length > 0
        ? `some resolve outside the workload's published subnets: ${listOf(misaligned)}`
        : '',
    ].filter(Boolean);
    return result(
      'DnsResolution',
      'Warning',
      `${parts.join('; ')}.`.replace(/^./, (c) => c.toUpperCase()),
      { unchecked, misaligned },
    );
  }
  return result(
    'DnsResolution',
    'Pass',
    `All ${plural(names.length, 'added FQDN')} resolve${names.length === 1 ? 's' : ''}.`,
  );
}

const utcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Effective date: additions take effect at least 30 days after publishing (Warning: spec "should"). */
function effectiveDate({ input, sets, now }: Context): ValidationTestResult {
  const publishDay = utcDay(input.change.expectedPublishDate ?? now);
  const earliest = publishDay + ADDITION_EFFECTIVE_DAYS * DAY_MS;
  const dates = new Map<string, Date | null>();
  for (const e of input.change.addedFqdns) dates.set(normFqdn(e.value), e.effectiveDate);
  for (const e of input.change.addedCidrs) dates.set(e.value.trim(), e.effectiveDate);
  const added = [...sets.addedFqdns, ...sets.addedCidrs];
  if (added.length === 0) return result('EffectiveDate', 'Pass', 'The change adds no endpoint.');
  const early: string[] = [];
  const undated: string[] = [];
  for (const endpoint of added) {
    const date = dates.get(endpoint) ?? null;
    if (!date) undated.push(endpoint);
    else if (utcDay(date) < earliest) early.push(`${endpoint} (${isoDay(utcDay(date))})`);
  }
  if (early.length === 0 && undated.length === 0) {
    return result(
      'EffectiveDate',
      'Pass',
      `Every addition takes effect on or after ${isoDay(earliest)}, ${ADDITION_EFFECTIVE_DAYS} days after publishing.`,
    );
  }
  const parts = [
    early.length > 0 ? `take effect before ${isoDay(earliest)}: ${listOf(early)}` : '',
    undated.length > 0 ? `have no effective date: ${listOf(undated)}` : '',
  ].filter(Boolean);
  return result(
    'EffectiveDate',
    'Warning',
    `Additions should take effect ${ADDITION_EFFECTIVE_DAYS} days after publishing; these ${parts.join('; these ')}.`,
    { early, undated },
  );
}

interface SetPorts {
  tcp: PortRange[];
  udp: PortRange[];
}
const portsOf = (set: EndpointSetInput): SetPorts => ({
  tcp: parsePorts(set.tcpPorts).ports,
  udp: parsePorts(set.udpPorts).ports,
});

function sharedPortLabels(a: SetPorts, b: SetPorts): string[] {
  return [
    ...sharedPorts(a.tcp, b.tcp).map((p) => `TCP ${p}`),
    ...sharedPorts(a.udp, b.udp).map((p) => `UDP ${p}`),
  ];
}

/** Duplicate URL:port or IP:port against the instance's other published sets (Blocking). */
function duplicateEndpoint({ input, sets }: Context): ValidationTestResult {
  const mine = portsOf(input.proposed);
  const duplicates: string[] = [];
  const others = input.otherPublishedSets.filter(
    (s) => s.instance === input.proposed.instance && s.id !== input.proposed.id,
  );
  const mySubnets = subnetsOf(sets.proposedCidrs);
  for (const other of others) {
    const theirs = portsOf(other);
    const ports = sharedPortLabels(mine, theirs);
    if (ports.length === 0) continue;
    const theirFqdns = new Set(other.fqdns.map(normFqdn));
    for (const f of sets.proposedFqdns) {
      if (theirFqdns.has(f)) duplicates.push(`${f} on ${ports.join(', ')} (also in set ${other.id})`);
    }
    const theirSubnets = subnetsOf(other.cidrs);
    for (const s of mySubnets) {
      const hit = theirSubnets.find((t) => overlaps(s, t));
      if (hit) duplicates.push(`${s.text} on ${ports.join(', ')} (${hit.text} in set ${other.id})`);
    }
  }
  if (duplicates.length === 0)
    return result(
      'DuplicateEndpoint',
      'Pass',
      `No FQDN or subnet of the set is published on the same port by another set of ${input.proposed.instance}.`,
    );
  return result(
    'DuplicateEndpoint',
    'Blocking',
    `Already published on the same port by another set: ${listOf(duplicates)}.`,
    { duplicates },
  );
}

/**
 * Exemplar FQDN for wildcards: each added wildcard names a concrete FQDN it covers (in the set or
 * in the change) that resolves (Blocking when missing or when DNS says it does not exist;
 * Warning when the lookup could not be made).
 */
async function wildcardExemplar({ input, sets, lookup }: Context): Promise<ValidationTestResult> {
  const wildcards = sets.addedFqdns.filter(isWildcard);
  if (wildcards.length === 0) return result('WildcardExemplar', 'Pass', 'The change adds no wildcard FQDN.');
  const named = new Map(
    Object.entries(input.change.wildcardExemplars).map(([w, e]) => [normFqdn(w), normFqdn(e)]),
  );
  const missing: string[] = [];
  const unresolved: string[] = [];
  const unchecked: string[] = [];
  await Promise.all(
    wildcards.map(async (w) => {
      const candidate = named.get(w);
      const exemplar =
        candidate && wildcardCovers(w, candidate)
          ? candidate
          : sets.proposedFqdns.find((f) => wildcardCovers(w, f));
      if (!exemplar) {
        missing.push(w);
        return;
      }
      const l = await lookup(exemplar);
      if (!l.ok) (isConclusiveFailure(l.failure) ? unresolved : unchecked).push(`${w} (${l.message})`);
    }),
  );
  if (missing.length > 0 || unresolved.length > 0) {
    const parts = [
      missing.length > 0 ? `no exemplar FQDN for ${listOf(missing)}` : '',
      unresolved.length > 0 ? `exemplar does not resolve for ${listOf(unresolved)}` : '',
    ].filter(Boolean);
    return result(
      'WildcardExemplar',
      'Blocking',
      `Each wildcard needs a concrete exemplar FQDN that resolves: ${parts.join('; ')}.`,
      {
        missing,
        unresolved,
        unchecked,
      },
    );
  }
  if (unchecked.length > 0)
    return result('WildcardExemplar', 'Warning', `Exemplars could not be checked: ${listOf(unchecked)}.`, {
      unchecked,
    });
  return result(
    'WildcardExemplar',
    'Pass',
    `Every added wildcard has an exemplar FQDN that resolves: ${listOf(wildcards)}.`,
  );
}

/** Full details for Optimize: ports, IP subnets and ExpressRoute stated (Blocking). */
function optimizeDetails({ input, sets }: Context): ValidationTestResult {
  const set = input.proposed;
  if (set.governanceCategory !== 'Optimize')
    return result('OptimizeDetails', 'Pass', `The set is ${set.governanceCategory}, not Optimize.`);
  const missing = [
    set.tcpPorts.trim() === '' && set.udpPorts.trim() === '' ? 'TCP or UDP ports' : '',
    sets.proposedCidrs.length === 0 ? 'IP subnets' : '',
    set.isExpressRoute === null ? 'whether it is ExpressRoute' : '',
  ].filter(Boolean);
  if (missing.length === 0)
    return result(
      'OptimizeDetails',
      'Pass',
      'The Optimize set states its ports, IP subnets and ExpressRoute.',
    );
  return result(
    'OptimizeDetails',
    'Blocking',
    `An Optimize set must state its ports, IP subnets and ExpressRoute; missing: ${listOf(missing)}.`,
    { missing },
  );
}

/** Governance category promotion: moves up Default → Allow → Optimize are flagged for review (Warning). */
function categoryPromotion({ input, sets }: Context): ValidationTestResult {
  const to = input.proposed.governanceCategory;
  const moves: string[] = [];
  const from = input.published?.governanceCategory;
  if (from && CATEGORY_RANK[to] > CATEGORY_RANK[from])
    moves.push(`set ${input.proposed.id} from ${from} to ${to}`);
  const added = new Set([...sets.addedFqdns, ...sets.addedCidrs.map(cidrKey)]);
  for (const other of input.otherPublishedSets) {
    if (other.instance !== input.proposed.instance || other.id === input.proposed.id) continue;
    if (CATEGORY_RANK[to] <= CATEGORY_RANK[other.governanceCategory]) continue;
    for (const e of [...other.fqdns.map(normFqdn), ...other.cidrs.map(cidrKey)]) {
      if (added.has(e)) moves.push(`${e} from ${other.governanceCategory} (set ${other.id}) to ${to}`);
    }
  }
  if (moves.length === 0)
    return result(
      'CategoryPromotion',
      'Pass',
      'The change promotes no endpoint to a higher governance category.',
    );
  return result(
    'CategoryPromotion',
    'Warning',
    `Promotion to a higher governance category needs review: ${listOf(moves)}.`,
    { moves },
  );
}

function organisationRanges(input: ChangeValidationInput, onlyIpam = false) {
  return input.ipRanges.flatMap((r) => {
    if (onlyIpam && r.source !== 'IPAM') return [];
    const subnet = parseSubnet(r.cidr);
    return subnet ? [{ subnet, tags: r.tags }] : [];
  });
}

/**
 * IPAM tags: each added subnet's IPAM range carries the set's service area or workload as a tag
 * (Warning: a bookkeeping gap, not a wrong list).
 */
function ipamTags({ input, sets }: Context): ValidationTestResult {
  const added = subnetsOf(sets.addedCidrs);
  if (added.length === 0) return result('IpamTags', 'Pass', 'The change adds no IP subnet.');
  const ranges = organisationRanges(input, true);
  if (ranges.length === 0)
    return result(
      'IpamTags',
      'Warning',
      'No IPAM ranges have been imported, so the added subnets\u2019 tags could not be checked.',
    );
  const wanted = [input.proposed.serviceArea, input.proposed.workload].map((t) => t.toLowerCase());
  const untagged: string[] = [];
  const noEntry: string[] = [];
  for (const s of added) {
    const covering = ranges
      .filter((r) => contains(r.subnet, s))
      .sort((a, b) => b.subnet.bits - a.subnet.bits)[0];
    if (!covering) noEntry.push(s.text);
    else if (!covering.tags.some((t) => wanted.includes(t.toLowerCase()))) {
      untagged.push(
        `${s.text} (${covering.subnet.text} tagged ${covering.tags.length > 0 ? covering.tags.join(', ') : 'nothing'})`,
      );
    }
  }
  if (untagged.length === 0 && noEntry.length === 0)
    return result(
      'IpamTags',
      'Pass',
      `Every added subnet's IPAM range is tagged ${input.proposed.serviceArea} or ${input.proposed.workload}.`,
    );
  const parts = [
    untagged.length > 0
      ? `not tagged ${input.proposed.serviceArea} or ${input.proposed.workload}: ${listOf(untagged)}`
      : '',
    noEntry.length > 0 ? `no IPAM entry: ${listOf(noEntry)}` : '',
  ].filter(Boolean);
  return result(
    'IpamTags',
    'Warning',
    `Added subnets need an IPAM entry tagged for the set; ${parts.join('; ')}.`,
    { untagged, noEntry },
  );
}

/** Microsoft ownership: every subnet of the set lies in the organisation's ranges (Blocking). */
function microsoftOwnership({ input, sets }: Context): ValidationTestResult {
  const invalid = sets.proposedCidrs.filter((c) => parseSubnet(c) === null);
  const subnets = subnetsOf(sets.proposedCidrs);
  if (invalid.length > 0)
    return result('MicrosoftOwnership', 'Blocking', `These are not valid IP subnets: ${listOf(invalid)}.`, {
      invalid,
    });
  if (subnets.length === 0) return result('MicrosoftOwnership', 'Pass', 'The set lists no IP subnet.');
  const ranges = organisationRanges(input);
  if (ranges.length === 0)
    return result(
      'MicrosoftOwnership',
      'Warning',
      'No organisation IP ranges have been imported, so ownership of the subnets could not be checked.',
    );
  const foreign = subnets.filter((s) => !ranges.some((r) => contains(r.subnet, s))).map((s) => s.text);
  if (foreign.length === 0)
    return result(
      'MicrosoftOwnership',
      'Pass',
      `Every subnet of the set lies in the organisation's IP ranges.`,
    );
  return result(
    'MicrosoftOwnership',
    'Blocking',
    `These subnets are not in the organisation's IP ranges: ${listOf(foreign)}.`,
    { foreign },
  );
}

/** Minimise IP use: many single addresses, or subnets on a Default set, where FQDNs would do (Warning). */
function minimiseIpUse({ input, sets }: Context): ValidationTestResult {
  const subnets = subnetsOf(sets.proposedCidrs);
  const hosts = subnets.filter(isHost).map((s) => s.text);
  const defaultSubnets =
    input.proposed.governanceCategory === 'Default' ? subnetsOf(sets.addedCidrs).map((s) => s.text) : [];
  const parts = [
    hosts.length > HOST_SUBNET_LIMIT
      ? `the set lists ${hosts.length} single addresses (more than ${HOST_SUBNET_LIMIT}): ${listOf(hosts)}`
      : '',
    defaultSubnets.length > 0
      ? `a Default set needs no IP subnets, yet the change adds ${listOf(defaultSubnets)}`
      : '',
  ].filter(Boolean);
  if (parts.length === 0) return result('MinimiseIpUse', 'Pass', 'The set uses IP subnets sparingly.');
  return result('MinimiseIpUse', 'Warning', `Prefer FQDNs to IP addresses: ${parts.join('; ')}.`, {
    hosts: hosts.length > HOST_SUBNET_LIMIT ? hosts : [],
    defaultSubnets,
  });
}

/** No IP in several service areas (Blocking: customers route per service area). */
function ipInMultipleServiceAreas({ input, sets }: Context): ValidationTestResult {
  const mine = subnetsOf(sets.proposedCidrs);
  const clashes: string[] = [];
  for (const other of input.otherPublishedSets) {
    if (other.instance !== input.proposed.instance || other.id === input.proposed.id) continue;
    if (other.serviceArea === input.proposed.serviceArea) continue;
    const theirs = subnetsOf(other.cidrs);
    for (const s of mine) {
      const hit = theirs.find((t) => overlaps(s, t));
      if (hit) clashes.push(`${s.text} (${hit.text} in ${other.serviceArea}, set ${other.id})`);
    }
  }
  if (clashes.length === 0)
    return result(
      'IpInMultipleServiceAreas',
      'Pass',
      `No subnet of the set is published in another service area.`,
    );
  return result(
    'IpInMultipleServiceAreas',
    'Blocking',
    `These subnets are already published in another service area: ${listOf(clashes)}.`,
    { clashes },
  );
}

/**
 * ExpressRoute resolution: every FQDN of an ExpressRoute set resolves into the organisation's
 * ranges tagged ExpressRoute (Blocking; Warning when a lookup could not be made or no such range
 * was imported). Wildcards are checked through their exemplars only (WildcardExemplar).
 */
async function expressRouteResolution({ input, sets, lookup }: Context): Promise<ValidationTestResult> {
  if (input.proposed.isExpressRoute !== true)
    return result('ExpressRouteResolution', 'Pass', 'The set is not flagged ExpressRoute.');
  const names = sets.proposedFqdns.filter((f) => !isWildcard(f));
  if (names.length === 0)
    return result(
      'ExpressRouteResolution',
      'Pass',
      'The ExpressRoute set lists no concrete FQDN to resolve.',
    );
  const erRanges = organisationRanges(input)
    .filter((r) => r.tags.some((t) => t.toLowerCase() === EXPRESS_ROUTE_TAG.toLowerCase()))
    .map((r) => r.subnet);
  if (erRanges.length === 0) {
    return result(
      'ExpressRouteResolution',
      'Warning',
      `No organisation IP range is tagged ${EXPRESS_ROUTE_TAG}, so ExpressRoute resolution could not be checked.`,
    );
  }
  const lookups = await Promise.all(names.map(lookup));
  const outside: string[] = [];
  const unchecked: string[] = [];
  for (const l of lookups) {
    if (!l.ok) unchecked.push(l.message);
    else {
      const bad = l.addresses.filter((a) => !erRanges.some((r) => addressIn(a, r)));
      if (bad.length > 0) outside.push(`${l.name} → ${bad.join(', ')}`);
    }
  }
  if (outside.length > 0) {
    return result(
      'ExpressRouteResolution',
      'Blocking',
      `ExpressRoute FQDNs must resolve into ExpressRoute-advertised ranges; these do not: ${listOf(outside)}.`,
      {
        outside,
        unchecked,
      },
    );
  }
  if (unchecked.length > 0)
    return result(
      'ExpressRouteResolution',
      'Warning',
      `Some ExpressRoute FQDNs could not be checked: ${listOf(unchecked)}.`,
      { unchecked },
    );
  return result(
    'ExpressRouteResolution',
    'Pass',
    `Every FQDN of the ExpressRoute set resolves into ExpressRoute-advertised ranges.`,
  );
}

/** No overlap in a workload: subnets of the set and of the workload's other sets are disjoint (Blocking). */
function workloadOverlap({ input, sets }: Context): ValidationTestResult {
  const mine = subnetsOf(sets.proposedCidrs);
  const overlapsFound: string[] = [];
  for (let i = 0; i < mine.length; i += 1) {
    for (let j = i + 1; j < mine.length; j += 1) {
      const a = mine[i]!;
      const b = mine[j]!;
      if (a.key !== b.key && overlaps(a, b)) overlapsFound.push(`${a.text} and ${b.text} (both in this set)`);
    }
  }
  for (const other of input.otherPublishedSets) {
    if (other.instance !== input.proposed.instance || other.id === input.proposed.id) continue;
    if (other.workload !== input.proposed.workload) continue;
    const theirs = subnetsOf(other.cidrs);
    for (const s of mine) {
      const hit = theirs.find((t) => overlaps(s, t));
      if (hit) overlapsFound.push(`${s.text} and ${hit.text} (set ${other.id})`);
    }
  }
  if (overlapsFound.length === 0)
    return result(
      'WorkloadOverlap',
      'Pass',
      `No subnet of the set overlaps another of ${input.proposed.workload}.`,
    );
  return result(
    'WorkloadOverlap',
    'Blocking',
    `Subnets overlap within ${input.proposed.workload}: ${listOf(overlapsFound)}.`,
    { overlaps: overlapsFound },
  );
}

/**
 * No dash in port numbers: port ranges the change introduces are flagged for review (Warning;
 * the published list allows them, as in "3478-3481"), ports that are not ports block.
 */
function portDash({ input }: Context): ValidationTestResult {
  const fields = [
    ['TCP', input.proposed.tcpPorts, input.published?.tcpPorts ?? ''],
    ['UDP', input.proposed.udpPorts, input.published?.udpPorts ?? ''],
  ] as const;
  const invalid: string[] = [];
  const ranges: string[] = [];
  for (const [protocol, field, before] of fields) {
    const parsed = parsePorts(field);
    const published = new Set(parsePorts(before).ports.map((p) => `${p.from}-${p.to}`));
    invalid.push(...parsed.invalid.map((p) => `${protocol} "${p}"`));
    for (const p of parsed.ports) {
      if (p.from !== p.to && !published.has(`${p.from}-${p.to}`))
        ranges.push(`${protocol} ${p.from}-${p.to}`);
    }
  }
  if (invalid.length > 0) {
    return result(
      'PortDash',
      'Blocking',
      `Ports must be numbers from 1 to 65535 separated by commas; these are not: ${listOf(invalid)}.`,
      { invalid, ranges },
    );
  }
  if (ranges.length > 0)
    return result(
      'PortDash',
      'Warning',
      `Port ranges need review (list the ports a range stands for where possible): ${listOf(ranges)}.`,
      { ranges },
    );
  return result('PortDash', 'Pass', 'The change introduces no port range.');
}

/**
 * Removal still in DNS: removed FQDNs that still resolve are flagged (Warning). A name the
 * instance still publishes in another set (a move) is expected to resolve and is not looked up.
 */
async function removalStillInDns({ input, sets, lookup }: Context): Promise<ValidationTestResult> {
  const elsewhere = new Set(
    input.otherPublishedSets
      .filter((s) => s.instance === input.proposed.instance && s.id !== input.proposed.id)
      .flatMap((s) => s.fqdns.map(normFqdn)),
  );
  const names = sets.removedFqdns.filter((f) => !isWildcard(f) && !elsewhere.has(f));
  if (names.length === 0) return result('RemovalStillInDns', 'Pass', 'The change removes no concrete FQDN.');
  const lookups = await Promise.all(names.map(lookup));
  const stillResolving = lookups.flatMap((l) => (l.ok ? [`${l.name} → ${l.addresses.join(', ')}`] : []));
  const unchecked = lookups.flatMap((l) => (!l.ok && !isConclusiveFailure(l.failure) ? [l.message] : []));
  if (stillResolving.length === 0 && unchecked.length === 0)
    return result('RemovalStillInDns', 'Pass', `No removed FQDN resolves any more: ${listOf(names)}.`);
  const parts = [
    stillResolving.length > 0
      ? `these removed FQDNs still resolve, so clients may still need them: ${listOf(stillResolving)}`
      : '',
    unchecked.length > 0 ? `these could not be checked: ${listOf(unchecked)}` : '',
  ].filter(Boolean);
  return result(
    'RemovalStillInDns',
    'Warning',
    `${parts.join('; ')}.`.replace(/^./, (c) => c.toUpperCase()),
    { stillResolving, unchecked },
  );
}

/**
 * Service tree entry: each FQDN and subnet has a known service-tree id (Blocking for what the
 * change adds; Warning for endpoints already published, and for retired entries).
 */
function serviceTreeEntry({ input, sets }: Context): ValidationTestResult {
  const entries = new Map(input.serviceTree.entries.map((e) => [e.id.toLowerCase(), e]));
  const assigned = new Map<string, string | null>();
  for (const a of input.serviceTree.assignments) {
    const key = parseSubnet(a.endpoint) ? cidrKey(a.endpoint) : normFqdn(a.endpoint);
    assigned.set(key, a.serviceTreeId);
  }
  const added = new Set([...sets.addedFqdns, ...sets.addedCidrs.map(cidrKey)]);
  const blocking: string[] = [];
  const warnings: string[] = [];
  const all = [
    ...sets.proposedFqdns.map((f) => [f, f] as const),
    ...sets.proposedCidrs.map((c) => [c, cidrKey(c)] as const),
  ];
  for (const [label, key] of all) {
    const id = assigned.get(key) ?? null;
    const entry = id ? entries.get(id.toLowerCase()) : undefined;
    const isAdded = added.has(key);
    if (!id) (isAdded ? blocking : warnings).push(`${label} has no service-tree id`);
    else if (!entry) (isAdded ? blocking : warnings).push(`${label} has unknown service-tree id ${id}`);
    else if (!entry.isActive) warnings.push(`${label} has retired service-tree entry ${entry.name} (${id})`);
  }
  for (const id of input.change.addedServiceTreeIds) {
    if (!entries.has(id.toLowerCase())) blocking.push(`the change adds unknown service-tree id ${id}`);
  }
  if (blocking.length > 0) {
    return result(
      'ServiceTreeEntry',
      'Blocking',
      `Every FQDN and subnet needs a known service-tree entry: ${listOf(blocking)}.`,
      { blocking, warnings },
    );
  }
  if (warnings.length > 0)
    return result(
      'ServiceTreeEntry',
      'Warning',
      `Service-tree entries need attention: ${listOf(warnings)}.`,
      { warnings },
    );
  return result(
    'ServiceTreeEntry',
    'Pass',
    'Every FQDN and subnet of the set has a known, active service-tree entry.',
  );
}

type TestFn = (ctx: Context) => ValidationTestResult | Promise<ValidationTestResult>;

/** The tests, one a test id, in the spec's order. */
const TESTS: Record<ValidationTestId, TestFn> = {
  BulkRemoval: bulkRemoval,
  LinkedMemberSet: linkedMemberSet,
  DnsResolution: dnsResolution,
  EffectiveDate: effectiveDate,
  DuplicateEndpoint: duplicateEndpoint,
  WildcardExemplar: wildcardExemplar,
  OptimizeDetails: optimizeDetails,
  CategoryPromotion: categoryPromotion,
  IpamTags: ipamTags,
  MicrosoftOwnership: microsoftOwnership,
  MinimiseIpUse: minimiseIpUse,
  IpInMultipleServiceAreas: ipInMultipleServiceAreas,
  ExpressRouteResolution: expressRouteResolution,
  WorkloadOverlap: workloadOverlap,
  PortDash: portDash,
  RemovalStillInDns: removalStillInDns,
  ServiceTreeEntry: serviceTreeEntry,
};

/**
 * Runs every validation test of a change request on what the caller gathered (no database
 * access here), DNS through `deps.resolver` with each query bounded by `deps.timeoutMs`: one
 * result a test, in the spec's order. A test that throws is reported as a Warning saying so.
 */
export async function runChangeValidation(
  input: ChangeValidationInput,
  deps: ValidationDeps,
): Promise<ValidationTestResult[]> {
  const ctx: Context = { input, sets: changeSets(input), lookup: dnsLookups(deps), now: deps.now };
  return Promise.all(
    (Object.keys(TESTS) as ValidationTestId[]).map(async (test) => {
      try {
        return await TESTS[test](ctx);
      } catch (error) {
        return result(
          test,
          'Warning',
          `The test could not run: ${error instanceof Error ? error.message : String(error)}.`,
        );
      }
    }),
  );
}
