import { randomUUID } from 'node:crypto';
import {
  AppError,
  OcdiWorkflow,
  checkOcdi,
  isAmong,
  isWildcardFqdn,
  ocdiErrors,
  ocdiReviewAction,
  ocdiSaveAction,
  ocdiMessage,
  parseOcdiDomains,
  translate,
  wildcardReview,
  type FqdnOcdiAssociation,
  type Language,
  type OcdiAction,
  type OcdiInput,
  type OcdiIssue,
  type OcdiRule,
  type ReviewOcdiBody,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import * as policy from './policy.js';
import type { CallerFacts } from './policy.js';
import * as repo from './repo.js';
import * as store from './ocdi-repo.js';
import { presentAssociation, presentFqdnAssociation } from './ocdi-present.js';
import { inTransaction } from '../../db/transaction.js';

/** Where in the body each rule points. */
const pathOf = (rule: OcdiRule) =>
  rule === 'stageEmpty'
    ? 'body.transitionStatus'
    : rule === 'gaDateEmpty'
      ? 'body.gaDate'
      : rule === 'attestation'
        ? 'body.attested'
        : [
              'ocdiEmpty',
              'format',
              'duplicate',
              'mustBeOcdi',
              'level',
              'serviceTreeMatch',
              'conflict',
            ].includes(rule)
          ? 'body.ocdiDomains'
          : 'body.fqdnIds';

/** A 400 whose message is each broken rule's message, naming the FQDNs or names concerned. */
function refused(lang: Language, issues: OcdiIssue[]): AppError {
  const details = issues.map((i) => {
    const [key, params] = ocdiMessage(i);
    return { path: pathOf(i.rule), message: translate(lang, key, params) };
  });
  return new AppError('OCDI_INVALID', {
    details,
    params: { detail: details.map((d) => d.message).join(' · ') },
  });
}

const isUniqueViolation = (e: unknown) =>
  /unique|duplicate key|SQLITE_CONSTRAINT/i.test(`${(e as { code?: string }).code ?? ''} ${String(e)}`);

/** Runs a store; a failure other than a rule or a right becomes the given coded error. */
async function guarded<T>(
  fail: 'OCDI_SAVE_FAILED' | 'OCDI_REVIEW_FAILED',
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError(fail, { cause: e });
  }
}

/** The workloads of the given FQDNs. */
async function workloadsOf(tx: Db, fqdnIds: string[]): Promise<string[]> {
  return [...new Set((await repo.findByIds(tx, fqdnIds)).map((r) => r.workload))];
}

/** The stored association's authors. */
const authorsOf = (row: store.OcdiRow) => JSON.parse(row.authors) as string[];

/**
 * Judges the action by the table, checks every rule inside the transaction and stores the
 * association (new when `existing` is null), the caller among its authors.
 */
async function store_(
  tx: Db,
  f: CallerFacts,
  lang: Language,
  input: OcdiInput,
  existing: store.OcdiRow | null,
  action: OcdiAction,
): Promise<string> {
  const found = new Map((await repo.findByIds(tx, input.fqdnIds)).map((r) => [r.id, r]));
  if (found.size !== new Set(input.fqdnIds).size) throw new AppError('FQDN_NOT_FOUND');
  // In the order chosen: the first FQDN gives the instance and service tree the others must share.
  const rows = [...new Set(input.fqdnIds)].map((id) => found.get(id)!);
  const before = existing ? (await store.membersOf(tx, [existing.id])).map((m) => m.fqdn_id) : [];
  const workloads = new Set([...rows.map((r) => r.workload), ...(await workloadsOf(tx, before))]);
  const authors = existing ? authorsOf(existing) : [];
  policy.assertOcdi(f, action, existing && { state: existing.state, authors }, [...workloads]);
  const held = new Map((await store.associationsOfFqdns(tx, input.fqdnIds)).map((a) => [a.fqdn_id, a.id]));
  const legacy = rows.map((r) => ({
    domainName: r.domain_name,
    instance: r.instance,
    serviceTreeId: r.service_tree_id,
    isWildcard: r.is_wildcard === 1,
    sampleCount: r.scanner_sample_count,
    associationId: held.get(r.id) ?? null,
  }));
  const names = parseOcdiDomains(input.ocdiDomains);
  const instance = rows[0]?.instance ?? '';
  const records = {
    inventory: await store.inventoryNames(tx, instance, names),
    taken: await store.takenNames(tx, instance, names),
  };
  const errors = ocdiErrors(checkOcdi({ input, legacy, selfId: existing?.id ?? null, records }));
  if (errors.length) throw refused(lang, errors);

  const now = new Date().toISOString();
  const id = existing?.id ?? randomUUID();
  const fields = {
    authors: JSON.stringify(isAmong(f.caller.email, authors) ? authors : [...authors, f.caller.email]),
    ocdi_domains: JSON.stringify([...new Set(names)]),
    transition_status: input.transitionStatus,
    ga_date: input.gaDate,
    updated_at: now,
    instance,
    service_tree_id: rows[0]!.service_tree_id!,
    ...(input.submit
      ? { state: 'PendingApproval', review: 'PendingReview', submitted_by: f.caller.email, submitted_at: now }
      : {}),
  };
  if (existing) {
    const ok = await store.updateAssociation(tx, id, OcdiWorkflow[action].from, fields);
    if (!ok) throw new AppError('OCDI_INVALID_STATE');
  } else {
    await store.insertAssociation(tx, {
      id,
      state: 'NotStarted',
      review: 'NA',
      created_by: f.caller.email,
      created_at: now,
      submitted_by: null,
      submitted_at: null,
      reviewed_by: null,
      reviewed_at: null,
      review_note: null,
      ...fields,
    });
  }
  await store.setMembers(
    tx,
    id,
    instance,
    rows.map((r) => ({ id: r.id, domainName: r.domain_name })),
    [...new Set(names)],
  );
  return id;
}

/**
 * Saves an association (new, or an edit of a not-started or rejected one). Two requests racing
 * for the same FQDN or name: the second meets the tables' keys and is answered with the rule.
 */
export async function saveAssociation(
  db: Db,
  f: CallerFacts,
  lang: Language,
  input: OcdiInput,
  editId: string | null,
) {
  const action = ocdiSaveAction(input.submit);
  policy.assertMayEverOcdi(f, action);
  const attempt = () =>
    guarded('OCDI_SAVE_FAILED', () =>
      inTransaction(db, async (tx) => {
        const existing = editId ? await store.findAssociation(tx, editId) : null;
        if (editId && !existing) throw new AppError('OCDI_NOT_FOUND');
        return store_(tx, f, lang, input, existing ?? null, action);
      }),
    );
  let id: string;
  try {
    id = await attempt();
  } catch (e) {
    const cause = e instanceof AppError ? e.cause : null;
    if (!(e instanceof AppError && e.id === 'OCDI_SAVE_FAILED' && isUniqueViolation(cause))) throw e;
    id = await attempt();
  }
  return getAssociation(db, id);
}

/** One association as the API answers it. */
export async function getAssociation(db: Db, id: string) {
  const row = await store.findAssociation(db, id);
  if (!row) throw new AppError('OCDI_NOT_FOUND');
  return presentAssociation(row, await store.membersOf(db, [id]));
}

export async function listAssociations(db: Db, states: string[] | undefined) {
  const rows = await store.listAssociations(db, states);
  const members = await store.membersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentAssociation(r, members));
}

/**
 * A connectivity champion who is not one of its authors approves or rejects (with a note) an
 * association pending approval.
 */
export async function reviewAssociation(db: Db, f: CallerFacts, lang: Language, body: ReviewOcdiBody) {
  const action = ocdiReviewAction(body.decision);
  policy.assertMayEverOcdi(f, action);
  await guarded('OCDI_REVIEW_FAILED', () =>
    inTransaction(db, async (tx) => {
      const row = await store.findAssociation(tx, body.id);
      if (!row) throw new AppError('OCDI_NOT_FOUND');
      const members = await store.membersOf(tx, [row.id]);
      const workloads = await workloadsOf(
        tx,
        members.map((m) => m.fqdn_id),
      );
      policy.assertOcdi(f, action, { state: row.state, authors: authorsOf(row) }, workloads);
      const wildcards = wildcardReview(
        JSON.parse(row.ocdi_domains) as string[],
        members
          .filter((m) => isWildcardFqdn(m.domain_name))
          .map((m) => ({
            domainName: m.domain_name,
            instance: row.instance,
            serviceTreeId: row.service_tree_id,
            isWildcard: true,
            sampleCount: -1,
            associationId: row.id,
          })),
      );
      if (body.decision === 'Approved' && wildcards && !body.wildcardReviewed)
        throw refused(lang, [{ ...wildcards, severity: 'error' }]);
      const now = new Date().toISOString();
      const ok = await store.updateAssociation(tx, row.id, OcdiWorkflow[action].from, {
        state: body.decision,
        review: body.decision,
        reviewed_by: f.caller.email,
        reviewed_at: now,
        review_note: body.note || null,
        updated_at: now,
      });
      if (!ok) throw new AppError('OCDI_REVIEW_FAILED');
    }),
  );
  return getAssociation(db, body.id);
}

/** The association of each FQDN that has one, as the FQDN's `ocdiAssociations`. */
export async function ocdiByFqdn(db: Db, fqdnIds: string[]): Promise<Map<string, FqdnOcdiAssociation[]>> {
  const byFqdn = new Map<string, FqdnOcdiAssociation[]>();
  for (const r of await store.associationsOfFqdns(db, fqdnIds))
    byFqdn.set(r.fqdn_id, [...(byFqdn.get(r.fqdn_id) ?? []), presentFqdnAssociation(r)]);
  return byFqdn;
}
