import { TracerouteResultSchema } from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { Job } from '../../jobs/index.js';
import { embeddedAsnLookup, type AsnLookup } from '../ipclassification/index.js';
import { traceroutesSince } from '../reports/index.js';
import * as repo from './repo.js';

/** Reports read per scan; the next scan goes on from the last one read. */
const SCAN_ROWS = 5000;
/** Each scan looks back this far before its mark, for traceroutes stored after their report. */
const LOOK_BACK_MS = 2 * 60 * 60 * 1000;

/**
 * The AS links of one traceroute result: consecutive answering hops in different ASes (the ASN
 * the client gave, else the routing data's). A silent hop or an address of no AS breaks the chain.
 */
export async function tracerouteLinks(json: string, lookup: AsnLookup): Promise<[number, number][]> {
  let parsed;
  try {
    parsed = TracerouteResultSchema.safeParse(JSON.parse(json));
  } catch {
    return [];
  }
  if (!parsed.success) return [];
  const pairs: [number, number][] = [];
  for (const target of parsed.data.targets) {
    let prev: number | null = null;
    for (const hop of [...target.hops].sort((a, b) => a.hop - b.hop)) {
      const asn = hop.address ? hop.asn || (await lookup.lookup(hop.address))?.asn || null : null;
      if (asn !== null && prev !== null && asn !== prev) pairs.push(prev < asn ? [prev, asn] : [asn, prev]);
      prev = asn;
    }
  }
  return pairs;
}

/**
 * Learns AS links from the advanced test's stored traceroutes since the last scan (source
 * `traceroute`, relationship unknown); returns how many distinct links the scan saw.
 */
export async function learnFromTraceroutes(db: Db, lookup: AsnLookup, now = new Date()): Promise<number> {
  const mark = await repo.stateValue(db, repo.StateKeys.tracerouteScan);
  const since = mark ? new Date(Date.parse(mark) - LOOK_BACK_MS).toISOString() : '1970-01-01T00:00:00.000Z';
  const rows = await traceroutesSince(db, since, SCAN_ROWS);
  const seen = new Map<string, { asn1: number; asn2: number; rel: null }>();
  for (const row of rows) {
    for (const [a, b] of await tracerouteLinks(row.traceroutes ?? '', lookup)) {
      seen.set(`${a}|${b}`, { asn1: a, asn2: b, rel: null });
    }
  }
  const scannedTo = rows.length === SCAN_ROWS ? rows[rows.length - 1]!.created_at : now.toISOString();
  await repo.addLinks(db, 'traceroute', [...seen.values()], now.toISOString(), scannedTo);
  return seen.size;
}

/** Learning links from traceroutes, every ten minutes. */
export const asnTracerouteJob: Job = {
  name: 'asn.tracerouteLinks',
  schedule: '*/10 * * * *',
  run: ({ db }) => learnFromTraceroutes(db, embeddedAsnLookup()),
};
