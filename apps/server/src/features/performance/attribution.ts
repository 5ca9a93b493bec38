import type ipaddr from 'ipaddr.js';
import { parseCidr } from '../../net/cidr.js';
import {
  ConnectivityResultSchema,
  isReservedAsn,
  subnetTooBroad,
  NetworkInterfaceResultSchema,
  VpnResultSchema,
  type SolutionType,
} from '@netlens/core';
import type { AggregationReportRow } from '../reports/index.js';
import type { DirectorySolution, EvidenceValue } from '../partners/index.js';

/**
 * Which solutions a report belongs to (docs/THRESHOLDS.md, "Provider performance"), from the
 * evidence values of the solutions' detection attributes:
 * - its egress address: the solutions whose subnet holds the report's egress prefix, each where
 *   its subnet is the longest holding it in its provider's view (the public solutions and the
 *   provider's own), and every solution of its egress AS number;
 * - the advanced test: a solution whose VPN interface description is part of the name of one of
 *   the report's VPN or network interfaces (ignoring case);
 * - a solution whose SSL owner name is part of the issuer of a certificate its connectivity checks
 *   were shown (ignoring case).
 * A report may belong to several solutions (an ISP and the VPN on top of it). Private values may
 * repeat across providers: each such solution gets the report, and no provider's private claim
 * changes what another provider's solutions get, so nothing about them can be told from its own
 * figures; the answer depends on the values only, never on the order they are read in.
 */
export interface Attributor {
  solutionsOf(row: AggregationReportRow): string[];
  /** The solution's type, for the solutions known to this attributor. */
  typeOf(id: string): SolutionType | undefined;
}

interface Subnet {
  range: [ipaddr.IPv4 | ipaddr.IPv6, number];
  kind: 'ipv4' | 'ipv6';
  solutionId: string;
  partnerId: string;
  isPublic: boolean;
}

function cidrOrNull(text: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  try {
    return parseCidr(text);
  } catch {
    return null;
  }
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Interface names of the report's VPN and network-interface results, lower-cased. */
function interfaceNames(row: AggregationReportRow): string[] {
  const names: string[] = [];
  const vpn = VpnResultSchema.safeParse(parseJson(row.vpns));
  if (vpn.success) names.push(...vpn.data.vpnInterfaces);
  const nics = NetworkInterfaceResultSchema.safeParse(parseJson(row.network_interface));
  if (nics.success) names.push(...nics.data.interfaces.map((i) => i.name));
  return names.map((n) => n.toLowerCase());
}

/** Certificate issuers the report's connectivity checks saw, lower-cased. */
function issuers(row: AggregationReportRow): string[] {
  const res = ConnectivityResultSchema.safeParse(parseJson(row.connectivity));
  if (!res.success) return [];
  return [...new Set(res.data.checks.flatMap((c) => (c.issuer ? [c.issuer.toLowerCase()] : [])))];
}

/**
 * The solutions among `hits` (subnets holding one prefix) that get its reports: a subnet counts
 * when no longer one is public or of its own provider.
 */
function winners(hits: Subnet[]): string[] {
  let longestPublic = -1;
  const longestOwn = new Map<string, number>();
  for (const h of hits) {
    if (h.isPublic) longestPublic = Math.max(longestPublic, h.range[1]);
    longestOwn.set(h.partnerId, Math.max(longestOwn.get(h.partnerId) ?? -1, h.range[1]));
  }
  const won = hits.filter((h) => h.range[1] >= Math.max(longestPublic, longestOwn.get(h.partnerId)!));
  return [...new Set(won.map((h) => h.solutionId))].sort();
}

export function buildAttributor(solutions: DirectorySolution[], evidence: EvidenceValue[]): Attributor {
  const byId = new Map(solutions.map((s) => [s.id, s]));
  const byAsn = new Map<number, string[]>();
  const subnets: Subnet[] = [];
  const vpns: { needle: string; solutionId: string }[] = [];
  const owners: { needle: string; solutionId: string }[] = [];
  for (const e of evidence) {
    const solution = byId.get(e.solutionId);
    if (!solution) continue;
    // Values saved before the bounds of `claims.ts` (a default route, a reserved AS number) match nothing.
    if (e.kind === 'ASN' && /^\d+$/.test(e.value)) {
      if (isReservedAsn(Number(e.value))) continue;
      const holders = byAsn.get(Number(e.value));
      if (holders) holders.push(e.solutionId);
      else byAsn.set(Number(e.value), [e.solutionId]);
    } else if (e.kind === 'IPSubnet') {
      const range = cidrOrNull(e.value);
      if (range && !subnetTooBroad(e.value))
        subnets.push({
          range,
          kind: range[0].kind(),
          solutionId: e.solutionId,
          partnerId: solution.partnerId,
          isPublic: solution.visibility === 'Public',
        });
    } else if (e.kind === 'VPN' && e.value.trim())
      vpns.push({ needle: e.value.trim().toLowerCase(), solutionId: e.solutionId });
    else if (e.kind === 'SSLCertificate' && e.value.trim())
      owners.push({ needle: e.value.trim().toLowerCase(), solutionId: e.solutionId });
  }
  for (const holders of byAsn.values()) holders.sort();
  // Reports share egress prefixes: each prefix is matched once.
  const byPrefix = new Map<string, string[]>();
  const subnetsOf = (prefix: string): string[] => {
    const known = byPrefix.get(prefix);
    if (known !== undefined) return known;
    const range = cidrOrNull(prefix);
    let found: string[] = [];
    if (range) {
      const [addr, len] = range;
      found = winners(
        subnets.filter((s) => s.kind === addr.kind() && s.range[1] <= len && addr.match(s.range)),
      );
    }
    byPrefix.set(prefix, found);
    return found;
  };
  return {
    typeOf: (id) => byId.get(id)?.type,
    solutionsOf(row) {
      const out = new Set<string>();
      if (row.egress_prefix && subnets.length > 0) for (const s of subnetsOf(row.egress_prefix)) out.add(s);
      if (row.egress_asn !== null) for (const s of byAsn.get(Number(row.egress_asn)) ?? []) out.add(s);
      if (vpns.length > 0 && (row.vpns || row.network_interface)) {
        const names = interfaceNames(row);
        for (const v of vpns) if (names.some((n) => n.includes(v.needle))) out.add(v.solutionId);
      }
      if (owners.length > 0 && row.connectivity) {
        const seen = issuers(row);
        for (const o of owners) if (seen.some((i) => i.includes(o.needle))) out.add(o.solutionId);
      }
      return [...out];
    },
  };
}
