import { randomUUID } from 'node:crypto';
import {
  AppError,
  FqdnBatchLimit,
  FqdnPageSize,
  customerFacingRefusal,
  isWildcardFqdn,
  type BatchUpdateBody,
  type CreateFqdnBody,
  type CustomerFacingStatus,
  type FqdnFilters,
  type FqdnRefusal,
  type FqdnScope,
  type UpdateCommonAttributesBody,
  translate,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { SignedInCaller } from '../identity/index.js';
import {
  championedWorkloads,
  endpointSetsByFqdn,
  serviceTreeOwners,
  workloadIds,
} from '../domainlens/index.js';
import { runBatch, type BatchPlan } from './batch.js';
import * as policy from './policy.js';
import type { CallerFacts } from './policy.js';
import { decodeCursor, encodeCursor, presentFqdn, presentTestResults } from './present.js';
import * as repo from './repo.js';
import { ocdiByFqdn } from './ocdi.js';
import type { FqdnChange, FqdnRow } from './repo.js';
import { inTransaction } from '../../db/transaction.js';

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', { details: [{ path, message }] });

export async function callerFacts(db: Db, caller: SignedInCaller): Promise<CallerFacts> {
  policy.assertReader(caller);
  return { caller, championed: await championedWorkloads(db, caller) };
}

async function present(db: Db, rows: FqdnRow[]) {
  const sets = await endpointSetsByFqdn(
    db,
    rows.map((r) => r.instance),
  );
  const ocdi = await ocdiByFqdn(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentFqdn(r, sets, ocdi));
}

/** One page of the list and the continuation of the next (null on the last page). */
export async function list(db: Db, filters: FqdnFilters, continuation: string | undefined) {
  const cursor = continuation ? decodeCursor(continuation) : null;
  if (continuation && !cursor) throw invalid('headers.x-ms-continuation', 'The continuation is not valid.');
  const rows = await repo.listPage(db, filters, cursor, FqdnPageSize + 1);
  const page = rows.slice(0, FqdnPageSize);
  const last = page.at(-1);
  return {
    items: await present(db, page),
    continuation: rows.length > FqdnPageSize && last ? encodeCursor(last) : null,
  };
}

export async function byIds(db: Db, ids: string[]) {
  const rows = await repo.findByIds(db, ids);
  const order = new Map(ids.map((id, i) => [id, i]));
  return present(
    db,
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!),
  );
}

export const count = (db: Db, filters: FqdnFilters) => repo.count(db, filters);

export async function testResults(db: Db, id: string) {
  const row = await repo.findById(db, id);
  if (!row) throw new AppError('FQDN_NOT_FOUND');
  return presentTestResults(row);
}

/** A new FQDN row with every default of spec 2 §3. */
export function newFqdnRow(body: CreateFqdnBody, addedBy: string, now: string) {
  return {
    id: randomUUID(),
    domain_name: body.domainName,
    instance: body.instance,
    workload: body.workload,
    is_wildcard: isWildcardFqdn(body.domainName) ? 1 : 0,
    published_domain_name: body.publishedDomainName ?? null,
    service_tree_id: body.serviceTreeId || null,
    scope: body.scope,
    added_by: addedBy,
    last_update_datetime: now,
  };
}

export async function create(db: Db, f: CallerFacts, body: CreateFqdnBody) {
  policy.assertCanAdd(f, body.workload);
  if (!(await workloadIds(db)).has(body.workload))
    throw invalid('body.workload', 'The workload does not exist.');
  if (body.serviceTreeId && !(await serviceTreeOwners(db, [body.serviceTreeId])).size)
    throw invalid('body.serviceTreeId', 'The service tree entry does not exist.');
  if (await repo.findByName(db, body.instance, body.domainName)) throw new AppError('FQDN_EXISTS');
  const row = newFqdnRow(body, f.caller.email, new Date().toISOString());
  await repo.insertFqdns(db, [row]);
  return (await byIds(db, [row.id]))[0]!;
}

/** One attribute change of BatchUpdateFQDN or UpdateCommonAttributes: its check and its columns. */
interface AttributeChange {
  successKey: string;
  field: string;
  decide(row: FqdnRow): FqdnRefusal | null;
  columns(row: FqdnRow): FqdnChange;
}

async function attributeChange(
  db: Db,
  f: CallerFacts,
  type: BatchUpdateBody['type'],
  property: string,
  note: string,
  serviceTreeIds: () => Promise<string[]>,
  treePath = 'body.property',
): Promise<AttributeChange> {
  if (type === 'CustomerFacing') {
    const owners = await serviceTreeOwners(db, await serviceTreeIds());
    const next = property as CustomerFacingStatus;
    return {
      successKey: 'fqdns.success.customerFacingChanged',
      field: 'isCustomerFacingStatus',
      decide: (row) =>
        policy.refuseCustomerFacing(f, row, owners) ??
        customerFacingRefusal(
          row.is_customer_facing_status as CustomerFacingStatus,
          next,
          note,
          row.scope as FqdnScope,
        ),
      columns: () => ({
        is_customer_facing_status: next,
        ...(note ? { is_customer_facing_note: note } : {}),
      }),
    };
  }
  if (type === 'Deprecation') {
    return {
      successKey: 'fqdns.success.deprecationChanged',
      field: 'isDeprecated',
      decide: (row) => policy.refuseMaintain(f, row),
      columns: () => ({ is_deprecated: property === 'true' ? 1 : 0 }),
    };
  }
  if (!(await serviceTreeOwners(db, [property])).size) {
    throw invalid(treePath, translate('en', 'fqdns.reasons.unknownServiceTree'));
  }
  return {
    successKey: 'fqdns.success.serviceTreeChanged',
    field: 'serviceTreeId',
    decide: (row) => policy.refuseMaintain(f, row),
    columns: () => ({ service_tree_id: property }),
  };
}

/** BatchUpdateFQDN: the given FQDNs, or (isUpdateAll) every FQDN the filters select. */
export async function bulkUpdate(db: Db, f: CallerFacts, body: BatchUpdateBody, filters: FqdnFilters) {
  const ids = body.isUpdateAll ? await repo.idsMatching(db, filters, FqdnBatchLimit) : body.fqdnIds;
  const treeIds = async () =>
    (await repo.findByIds(db, ids)).flatMap((r) => (r.service_tree_id ? [r.service_tree_id] : []));
  const change = await attributeChange(db, f, body.type, body.property, body.note, treeIds);
  const plan: BatchPlan = {
    successKey: change.successKey,
    decide: change.decide,
    apply: async (tx, rows, now) => {
      // Every row takes the same columns: one statement for all of them.
      await repo.updateRows(
        tx,
        rows.map((r) => r.id),
        { ...change.columns(rows[0]!), last_update_datetime: now },
      );
    },
  };
  return runBatch(db, ids, plan);
}

/** UpdateCommonAttributes: every attribute given, all or none; a refusal is 403 or 400 naming the field. */
export async function updateCommon(db: Db, f: CallerFacts, body: UpdateCommonAttributesBody) {
  const row = await repo.findById(db, body.id);
  if (!row) throw new AppError('FQDN_NOT_FOUND');
  const note = body.isCustomerFacingNote ?? '';
  const wanted: [BatchUpdateBody['type'], string][] = [];
  if (
    body.isCustomerFacingStatus !== undefined &&
    body.isCustomerFacingStatus !== row.is_customer_facing_status
  )
    wanted.push(['CustomerFacing', body.isCustomerFacingStatus]);
  if (body.isDeprecated !== undefined && body.isDeprecated !== (row.is_deprecated === 1))
    wanted.push(['Deprecation', String(body.isDeprecated)]);
  if (body.serviceTreeId !== undefined && body.serviceTreeId !== row.service_tree_id)
    wanted.push(['ServiceTree', body.serviceTreeId]);
  const columns: FqdnChange = {};
  let successKey = 'fqdns.success.saved';
  for (const [type, property] of wanted) {
    const trees = async () => (row.service_tree_id ? [row.service_tree_id] : []);
    const change = await attributeChange(db, f, type, property, note, trees, 'body.serviceTreeId');
    const refusal = change.decide(row);
    if (refusal && policy.PermissionRefusals.has(refusal)) throw new AppError('DOMAINLENS_FORBIDDEN');
    if (refusal) {
      const field = refusal === 'noteRequired' ? 'isCustomerFacingNote' : change.field;
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: `body.${field}`, message: translate('en', `fqdns.reasons.${refusal}`) }],
      });
    }
    Object.assign(columns, change.columns(row));
    successKey = wanted.length === 1 ? change.successKey : successKey;
  }
  if (wanted.length > 0) {
    await inTransaction(db, (tx) =>
      repo.updateRows(tx, [row.id], { ...columns, last_update_datetime: new Date().toISOString() }),
    );
  }
  return { successKey, fqdn: (await byIds(db, [row.id]))[0]! };
}
