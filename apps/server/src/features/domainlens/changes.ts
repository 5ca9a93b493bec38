import {
  DefaultChangeStatuses,
  OpenChangeStatuses,
  type EndpointSetChange,
  type Language,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import { AppError } from '@netlens/core';
import {
  changeMatches,
  presentChange,
  presentNewSet,
  presentSet,
  setMatches,
  snapshotOf,
} from './present.js';
import * as repo from './repo.js';
import { serviceTreeIdsAfter } from './service-tree-ids.js';

/** Reading endpoint sets and their changes: one set, the lists, one change with its log. */

/** A token of the changes' current state: a change list read at the same state is the same. */
export const changesState = (db: Db) => repo.changesState(db);

export const notFound = () => new AppError('DOMAINLENS_NOT_FOUND');

export async function readSet(db: Db, internalId: string) {
  const row = await repo.findSet(db, internalId);
  if (!row) throw notFound();
  const open = await repo.openChangeOfSet(db, internalId, OpenChangeStatuses);
  const serviceTreeIds = serviceTreeIdsAfter(await repo.publishedDetailsOf(db, internalId));
  return { ...presentSet(row, open !== undefined), serviceTreeIds };
}

export async function listSets(
  db: Db,
  q: { instances?: string[]; workloads?: string[]; categories?: string[]; search?: string },
  lang: Language,
) {
  const categories = q.categories?.includes('All') ? undefined : q.categories;
  const rows = await repo.listSets(db, { ...q, categories });
  const pending = await repo.setsWithOpenChanges(db, OpenChangeStatuses);
  // Sets never published exist only as their open change: listed with changes pending.
  const fresh = (await repo.openChangesOfNewSets(db, OpenChangeStatuses, q))
    .map((c) => presentNewSet(c.endpoint_set_internal_id, snapshotOf(c.endpoint_set_snapshot)))
    .filter((s) => !categories?.length || categories.includes(s.governanceCategory));
  const sets = [...rows.map((r) => presentSet(r, pending.has(r.internal_id))), ...fresh];
  return q.search ? sets.filter((s) => setMatches(s, q.search!, lang)) : sets;
}

async function withLogs(db: Db, rows: repo.ChangeRow[]): Promise<EndpointSetChange[]> {
  const logs = await repo.logsOf(
    db,
    rows.map((r) => r.id),
  );
  const byChange = new Map<string, typeof logs>();
  for (const l of logs) {
    const list = byChange.get(l.change_id);
    if (list) list.push(l);
    else byChange.set(l.change_id, [l]);
  }
  return rows.map((r) => presentChange(r, byChange.get(r.id) ?? []));
}

export async function listChanges(
  db: Db,
  q: {
    instances?: string[];
    workloads?: string[];
    statuses?: string[];
    endpointSetInternalId?: string;
    search?: string;
  },
) {
  const rows = await repo.listChanges(db, { ...q, statuses: q.statuses ?? DefaultChangeStatuses });
  const changes = await withLogs(db, rows);
  if (!q.search) return changes;
  const sets = await repo.listSets(db, {});
  const publicIds = new Map(sets.map((s) => [s.internal_id, s.public_id]));
  return changes.filter((c) => changeMatches(c, publicIds.get(c.endpointSetInternalId) ?? null, q.search!));
}

/** One change with its log; 404 when there is none. */
export async function loadChange(db: Db, id: string): Promise<EndpointSetChange> {
  const row = await repo.findChange(db, id);
  if (!row) throw notFound();
  return (await withLogs(db, [row]))[0]!;
}
