import { medianSorted } from '@netlens/core';

/** A metro as the peers know it: the egress city and its country. */
export interface Metro {
  countryCode: string;
  city: string;
}

/** One network of a metro and the latencies of its recent reports, in any order. */
export interface NetworkLatencies {
  asn: number;
  latencies: number[];
}

/** The metro's organisations other than the caller's, and how many reports they stand for. */
export interface MetroOrganisations {
  /** Each other network's median latency, sorted ascending. */
  latencies: number[];
  reports: number;
}

/** Each network of a metro: its latencies (ascending) and their median. */
type Networks = Map<number, { latencies: number[]; median: number }>;

interface Slot {
  readAt: number;
  networks: Promise<Networks>;
}

/** Metros kept at most; the least recently loaded goes first. */
const MaxMetros = 2_000;

/**
 * The peers of each metro, read from the database at most once per `ttlMs` instead of once per
 * report: organisation medians move slowly, and reading every recent report of a busy metro for
 * every new one was the cost of GenerateTestReport. Reports this instance stores join their
 * metro's entry at once; other instances' reports show after `ttlMs`. A ttl of 0 reads every time.
 */
export class MetroPeers {
  private readonly slots = new Map<string, Slot>();

  constructor(
    private readonly load: (metro: Metro) => Promise<NetworkLatencies[]>,
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The metro's organisations other than `excludeAsn` (null: every network counts). */
  async organisations(metro: Metro, excludeAsn: number | null): Promise<MetroOrganisations> {
    const networks = await this.networks(metro);
    const latencies: number[] = [];
    let reports = 0;
    for (const [asn, network] of networks) {
      if (asn === excludeAsn) continue;
      latencies.push(network.median);
      reports += network.latencies.length;
    }
    return { latencies: latencies.sort((a, b) => a - b), reports };
  }

  /** A report this instance has just stored joins its metro (when the metro is loaded). */
  async record(metro: Metro, asn: number, latency: number): Promise<void> {
    const networks = await this.slots.get(key(metro))?.networks.catch(() => null);
    if (!networks) return;
    const network = networks.get(asn);
    if (network) {
      // Kept in order: one insertion, not a sort of the network's every report per new one.
      const list = network.latencies;
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (list[mid]! <= latency) lo = mid + 1;
        else hi = mid;
      }
      list.splice(lo, 0, latency);
      network.median = medianSorted(list);
    } else {
      networks.set(asn, { latencies: [latency], median: latency });
    }
  }

  private networks(metro: Metro): Promise<Networks> {
    const k = key(metro);
    const now = this.clock();
    const slot = this.slots.get(k);
    // Concurrent reports of a metro share one read.
    if (slot && now - slot.readAt < this.ttlMs) return slot.networks;
    const networks = this.load(metro).then(group);
    this.slots.delete(k); // re-inserted last: the oldest read is first in line to go
    this.slots.set(k, { readAt: now, networks });
    networks.catch(() => {
      if (this.slots.get(k)?.networks === networks) this.slots.delete(k);
    });
    if (this.slots.size > MaxMetros) this.slots.delete(this.slots.keys().next().value!);
    return networks;
  }
}

const key = (metro: Metro) => `${metro.countryCode}\u0000${metro.city}`;

function group(loaded: readonly NetworkLatencies[]): Networks {
  const networks: Networks = new Map();
  for (const { asn, latencies } of loaded) {
    // A typed array sorts numbers natively, without a comparison callback per pair.
    const sorted = Array.from(Float64Array.from(latencies).sort());
    networks.set(asn, { latencies: sorted, median: medianSorted(sorted) });
  }
  return networks;
}
