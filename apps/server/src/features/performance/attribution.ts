import ipaddr from 'ipaddr.js';
import {
  ConnectivityResultSchema,
  NetworkInterfaceResultSchema,
  VpnResultSchema,
  type SolutionType,
} from '@netlens/core';
import type { AggregationReportRow } from '../reports/index.js';
import type { DirectorySolution, EvidenceValue } from '../partners/index.js';

/**
 * Which solutions a report belongs to (docs/THRESHOLDS.md, "Provider performance"), from the
 * evidence values of the solutions' detection attributes:
 * - its egress address: the solution whose subnet holds the report's egress prefix (the longest
 *   such subnet), and the solution of its egress AS number;
 * - the advanced test: a solution whose VPN interface description is part of the name of one of
 *   the report's VPN or network interfaces (ignoring case);
 * - a solution whose SSL owner name is part of the issuer of a certificate its connectivity checks
 *   were shown (ignoring case).
 * A report may belong to several solutions (an ISP and the VPN on top of it).
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
}

function parseCidr(text: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  try {
    return ipaddr.parseCIDR(text);
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

export function buildAttributor(solutions: DirectorySolution[], evidence: EvidenceValue[]): Attributor {
  const types = new Map(solutions.map((s) => [s.id, s.type]));
  const byAsn = new Map<number, string>();
  const subnets: Subnet[] = [];
  const vpns: { needle: string; solutionId: string }[] = [];
  const owners: { needle: string; solutionId: string }[] = [];
  for (const e of evidence) {
    if (!types.has(e.solutionId)) continue;
    if (e.kind === 'ASN' && /^\d+$/.test(e.value)) byAsn.set(Number(e.value), e.solutionId);
    else if (e.kind === 'IPSubnet') {
      const range = parseCidr(e.value);
      if (range) subnets.push({ range, kind: range[0].kind(), solutionId: e.solutionId });
    } else if (e.kind === 'VPN' && e.value.trim())
      vpns.push({ needle: e.value.trim().toLowerCase(), solutionId: e.solutionId });
    else if (e.kind === 'SSLCertificate' && e.value.trim())
      owners.push({ needle: e.value.trim().toLowerCase(), solutionId: e.solutionId });
  }
  subnets.sort((a, b) => b.range[1] - a.range[1]);
  // Reports share egress prefixes: each prefix is matched once.
  const byPrefix = new Map<string, string | null>();
  const subnetOf = (prefix: string): string | null => {
    const known = byPrefix.get(prefix);
    if (known !== undefined) return known;
    const range = parseCidr(prefix);
    let found: string | null = null;
    if (range) {
      const [addr, len] = range;
      const hit = subnets.find((s) => s.kind === addr.kind() && s.range[1] <= len && addr.match(s.range));
      found = hit?.solutionId ?? null;
    }
    byPrefix.set(prefix, found);
    return found;
  };
  return {
    typeOf: (id) => types.get(id),
    solutionsOf(row) {
      const out = new Set<string>();
      if (row.egress_prefix && subnets.length > 0) {
        const s = subnetOf(row.egress_prefix);
        if (s) out.add(s);
      }
      if (row.egress_asn !== null) {
        const s = byAsn.get(Number(row.egress_asn));
        if (s) out.add(s);
      }
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
