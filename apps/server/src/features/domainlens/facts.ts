import type { Db } from '../../db/index.js';
import type { SignedInCaller } from '../identity/index.js';
import * as repo from './repo.js';

/**
 * What other features (the FQDN inventory) need to know of Domain Lens: which workloads exist,
 * which the caller champions, who owns a service-tree entry, and which endpoint sets list a name.
 */

/** Every workload's id. */
export async function workloadIds(db: Db): Promise<Set<string>> {
  return new Set((await repo.listWorkloads(db)).map((w) => w.id));
}

/**
 * The workloads the caller champions: with the champion flag, those naming the caller (their
 * champion e-mail, their security group, or their list of champions).
 */
export async function championedWorkloads(db: Db, caller: SignedInCaller): Promise<Set<string>> {
  if (!caller.access.hasAccessToDomainLens || !caller.access.isWorkloadChamp) return new Set();
  const email = caller.email.toLowerCase();
  const [workloads, champs] = await Promise.all([repo.listWorkloads(db), repo.listWorkloadChamps(db)]);
  const own = new Set(champs.filter((c) => c.email.toLowerCase() === email).map((c) => c.workload_id));
  for (const w of workloads) {
    if (
      w.workload_champ_email.toLowerCase() === email ||
      caller.groups.includes(w.workload_champ_security_group)
    )
      own.add(w.id);
  }
  return own;
}

export interface ServiceTreeOwners {
  devOwner: string;
  pmOwner: string;
}

/** The dev and PM owners of the given service-tree entries (unknown ids are left out). */
export async function serviceTreeOwners(db: Db, ids: string[]): Promise<Map<string, ServiceTreeOwners>> {
  const rows = await repo.serviceTreeEntries(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { devOwner: r.dev_owner, pmOwner: r.pm_owner }]));
}

/** The live endpoint sets of the instances by `instance|fqdn` they list. */
export async function endpointSetsByFqdn(db: Db, instances: string[]): Promise<Map<string, string[]>> {
  const rows = await repo.liveSetFqdnLists(db, [...new Set(instances)]);
  const byName = new Map<string, string[]>();
  for (const r of rows) {
    for (const name of JSON.parse(r.fqdns) as string[]) {
      const key = `${r.instance}|${name.toLowerCase()}`;
      byName.set(key, [...(byName.get(key) ?? []), r.internal_id]);
    }
  }
  return byName;
}
