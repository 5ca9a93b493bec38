import {
  FIBRE_KM_PER_MS,
  PEER_MIN_ORGANISATIONS,
  median,
  quantileSorted,
  type PeerComparison,
} from '@netlens/core';

/** What the peers give a report: the comparison, the five bins, and the sorted organisation latencies. */
export interface PeerResult {
  comparison: PeerComparison;
  bins: [number, number, number, number, number] | null;
  organisationLatencies: number[];
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** The latency at the 20th, 40th, 60th, 80th and 100th percentile (nearest rank) of a sorted list. */
export function quintileBins(sorted: readonly number[]): [number, number, number, number, number] {
  const at = (k: number) => round1(quantileSorted(sorted, k / 5, 'nearest-rank'));
  return [at(1), at(2), at(3), at(4), at(5)];
}

/**
 * Compares `latency` with the organisations of the metro (their latencies sorted ascending). Below PEER_MIN_ORGANISATIONS only the
 * count is given. betterShare = share of organisations with a lower latency; potential
 * improvement = latency − median of the organisations (docs/THRESHOLDS.md), never below 0.
 */
export function compareWithOrganisations(orgs: number[], latency: number): PeerResult {
  if (orgs.length < PEER_MIN_ORGANISATIONS) {
    return {
      comparison: { organisationCount: orgs.length, betterShare: null, potentialImprovementMs: null },
      bins: null,
      organisationLatencies: orgs,
    };
  }
  const better = orgs.filter((v) => v < latency).length;
  return {
    comparison: {
      organisationCount: orgs.length,
      betterShare: Math.round((better / orgs.length) * 1000) / 1000,
      potentialImprovementMs: round1(Math.max(0, latency - median(orgs))),
    },
    bins: quintileBins(orgs),
    organisationLatencies: orgs,
  };
}

/** The shortest possible round trip over `km` of fibre (light at 2/3 c, there and back). */
export function physicalFloorMs(km: number): number {
  return round1((2 * km) / FIBRE_KM_PER_MS);
}

/**
 * bestPossibleLatency (defined in ReportSchema): the best peer quintile (bin 1) or the report's
 * own latency when lower, but never below the physical floor; the floor alone without peers;
 * null when neither is known. Never above the report's own latency: a measured round trip proves
 * what is reachable (a floor above it means the front door or egress location is misplaced).
 */
export function bestPossibleLatency(
  bin1: number | null,
  latency: number,
  floorMs: number | null,
): number | null {
  const best = bin1 === null ? floorMs : Math.max(floorMs ?? 0, Math.min(bin1, latency));
  return best === null ? null : round1(Math.min(best, latency));
}
