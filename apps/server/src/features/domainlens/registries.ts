import type { IpRange, IpRangeSource, ServiceTreeEntry, ServiceTreeLifecycle } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { allIpRanges, replaceIpRanges, searchIpRanges, type StoredIpRange } from './ip-range-repo.js';
import { presentServiceTreeEntry } from './present.js';
import * as repo from './repo.js';
import ipaddr from 'ipaddr.js';
import { parseSubnet } from './validation/cidr.js';

/** An address of a lookup and an imported range (IPAM, ARIN or BYOIP) that contains it. */
export interface IpRangeHit extends StoredIpRange {
  address: string;
}

/** The first `bits` bits of an address's bytes, as a map key. */
function networkKey(bytes: readonly number[], bits: number): string {
  const masked = bytes.map((b, i) => {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    return b & ((0xff << (8 - keep)) & 0xff);
  });
  return `${masked.join('.')}/${bits}`;
}

/**
 * The imported IP-range registries read once (a scan run's snapshot): how many ranges each
 * holds, and the ranges containing given addresses (indexed by prefix, so a lookup costs one map
 * read per prefix length in use, however many ranges are imported).
 */
export async function loadIpRangeLookup(db: Db) {
  const imported: Record<IpRangeSource, number> = { IPAM: 0, ARIN: 0, BYOIP: 0 };
  const byNetwork = new Map<string, StoredIpRange[]>();
  const prefixes = { ipv4: new Set<number>(), ipv6: new Set<number>() };
  for (const range of await allIpRanges(db)) {
    const subnet = parseSubnet(range.cidr);
    if (!subnet) continue;
    imported[range.source]++;
    prefixes[subnet.kind].add(subnet.bits);
    const key = networkKey(subnet.addr.toByteArray(), subnet.bits);
    byNetwork.set(key, [...(byNetwork.get(key) ?? []), range]);
  }
  const containing = (address: string): StoredIpRange[] => {
    if (!ipaddr.isValid(address)) return [];
    const addr = ipaddr.process(address);
    const bytes = addr.toByteArray();
    return [...prefixes[addr.kind()]].flatMap((bits) => byNetwork.get(networkKey(bytes, bits)) ?? []);
  };
  return {
    imported,
    lookup: (addresses: readonly string[]): IpRangeHit[] =>
      addresses.flatMap((address) => containing(address).map((r) => ({ ...r, address }))),
  };
}

/** A service-tree entry's id, name and lifecycle, or null when the registry has no such entry. */
export async function serviceTreeLifecycle(db: Db, id: string) {
  const row = await repo.findServiceTreeEntry(db, id);
  return row ? { id: row.id, name: row.name, lifecycle: row.lifecycle as ServiceTreeLifecycle } : null;
}

/** The service-tree entries of `ids` that exist, in the order asked, each once. */
export async function serviceTreeList(db: Db, askedIds: readonly string[]): Promise<ServiceTreeEntry[]> {
  const ids = [...new Set(askedIds.map((id) => id.toLowerCase()))];
  const found = new Map((await repo.serviceTreeEntries(db, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => (found.has(id) ? [presentServiceTreeEntry(found.get(id)!)] : []));
}

/** Service-tree entries whose id, name or owners contain `query`. */
export async function searchServiceTree(db: Db, query: string): Promise<ServiceTreeEntry[]> {
  return (await repo.searchServiceTree(db, query)).map(presentServiceTreeEntry);
}

/** Fills the service-tree registry; how many entries were saved. */
export const saveServiceTree = (db: Db, entries: ServiceTreeEntry[]) =>
  repo.upsertServiceTree(db, entries, new Date().toISOString());

/** Replaces a registry's IP ranges; how many were saved. */
export const importIpRanges = (db: Db, source: IpRangeSource, entries: IpRange[]) =>
  replaceIpRanges(db, source, entries, new Date().toISOString());

export { searchIpRanges };
