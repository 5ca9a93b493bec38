import type { Insertable } from 'kysely';
import type { Db, Row } from '../../db/index.js';
import type {
  PartnerChangeRequestTable,
  PartnerEvidenceTable,
  PartnerOutboxTable,
  PartnerRegistrationTable,
  PartnerSolutionTable,
  PartnerTable,
} from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

/** The only SQL of the provider portal: every partner* table. A transaction is passed as `db`. */
export type PartnerRow = Row<'partners'>;
export type RegistrationRow = Row<'partner_registrations'>;
export type SolutionRow = Row<'partner_solutions'>;
export type EvidenceRow = Row<'partner_evidence'>;
export type ChangeRequestRow = Row<'partner_change_requests'>;
export type OutboxRow = Row<'partner_outbox'>;

// Providers.

export const findPartnerByOrg = (db: Db, orgId: string) =>
  db.selectFrom('partners').selectAll().where('org_id', '=', orgId).executeTakeFirst();

export const findPartner = (db: Db, id: string) =>
  db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();

/** Every provider with its number of solutions, newest first. */
export const listPartners = (db: Db) =>
  db
    .selectFrom('partners as p')
    .leftJoin('partner_solutions as s', 's.partner_id', 'p.id')
    .selectAll('p')
    .select((eb) => eb.fn.count<string | number>('s.id').as('solution_count'))
    .groupBy([
      'p.id',
      'p.org_id',
      'p.name',
      'p.url',
      'p.domain',
      'p.status',
      'p.registered_by',
      'p.registered_email',
      'p.created_at',
      'p.updated_at',
    ])
    .orderBy('p.created_at', 'desc')
    .execute();

export const setPartnerStatus = (db: Db, id: string, status: string, now: string) =>
  db.updateTable('partners').set({ status, updated_at: now }).where('id', '=', id).executeTakeFirst();

// Registrations and the outbox.

/**
 * Keeps the user's pending registration with its new code (replacing the earlier code, its
 * details and its tries, but not the wrong codes counted within the day), and its mail when it
 * goes to the outbox.
 */
export async function saveRegistration(
  db: Db,
  row: Omit<Insertable<PartnerRegistrationTable>, 'wrong_codes' | 'wrong_since'>,
  outbox?: Insertable<PartnerOutboxTable>,
): Promise<void> {
  const { user_id: _user, ...code } = row;
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto('partner_registrations')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(code))
      .execute();
    if (outbox) await tx.insertInto('partner_outbox').values(outbox).execute();
  });
}

export const findRegistration = (db: Db, userId: string) =>
  db.selectFrom('partner_registrations').selectAll().where('user_id', '=', userId).executeTakeFirst();

/**
 * Uses up one try of a registration's code and counts it as a wrong code of the day's window
 * (a window that began at or before `windowStart` is over: the count starts again), in one
 * conditional update, so parallel guesses cannot share a try. Nothing is spent, and nothing
 * answered, when no code is pending, its tries are used up, or the window already holds
 * `maxWrong` wrong codes. The registration as it is afterwards.
 */
export function spendTry(
  db: Db,
  userId: string,
  at: { now: string; windowStart: string; maxWrong: number },
): Promise<RegistrationRow | undefined> {
  return db
    .updateTable('partner_registrations')
    .set((eb) => {
      const windowOver = eb.or([eb('wrong_since', 'is', null), eb('wrong_since', '<=', at.windowStart)]);
      return {
        tries_left: eb('tries_left', '-', 1),
        wrong_codes: eb
          .case()
          .when(windowOver)
          .then(1)
          .else(eb('wrong_codes', '+', 1))
          .end(),
        wrong_since: eb.case().when(windowOver).then(at.now).else(eb.ref('wrong_since')).end(),
      };
    })
    .where('user_id', '=', userId)
    .where('tries_left', '>', 0)
    .where((eb) =>
      eb.or([
        eb('wrong_since', 'is', null),
        eb('wrong_since', '<=', at.windowStart),
        eb('wrong_codes', '<', at.maxWrong),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Creates the provider from a verified registration, which is removed, in one transaction. */
export async function completeRegistration(db: Db, partner: Insertable<PartnerTable>): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const removed = await tx
      .deleteFrom('partner_registrations')
      .where('user_id', '=', partner.registered_by)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) return false;
    await tx.insertInto('partners').values(partner).execute();
    return true;
  });
}

export const insertPartner = (db: Db, row: Insertable<PartnerTable>) =>
  db.insertInto('partners').values(row).execute();

export function listOutbox(db: Db, recipient?: string) {
  let q = db.selectFrom('partner_outbox').selectAll().orderBy('created_at', 'desc').limit(100);
  if (recipient) q = q.where('recipient', '=', recipient.toLowerCase());
  return q.execute();
}

// Solutions and their evidence.

export const findSolution = (db: Db, id: string) =>
  db.selectFrom('partner_solutions').selectAll().where('id', '=', id).executeTakeFirst();

export const listSolutionsOf = (db: Db, partnerId: string) =>
  db
    .selectFrom('partner_solutions')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .orderBy('name')
    .execute();

/** Solutions with their provider's name. */
const solutionsWithProvider = (db: Db) =>
  db
    .selectFrom('partner_solutions as s')
    .innerJoin('partners as p', 'p.id', 's.partner_id')
    .selectAll('s')
    .select('p.name as partner_name');

/** Public solutions with their provider's name. */
export const listPublicSolutions = (db: Db) =>
  solutionsWithProvider(db).where('s.visibility', '=', 'Public').orderBy('s.name').execute();

/** The solutions staff see, with their provider's name: public or contributed, by provider then name. */
export const listStaffSolutions = (db: Db) =>
  solutionsWithProvider(db)
    .where((eb) => eb.or([eb('s.visibility', '=', 'Public'), eb('s.is_contributed', '=', 1)]))
    .orderBy('p.name')
    .orderBy('s.name')
    .execute();

export function evidenceOf(db: Db, solutionIds: string[]) {
  if (solutionIds.length === 0) return Promise.resolve([] as EvidenceRow[]);
  return db
    .selectFrom('partner_evidence')
    .selectAll()
    .where('solution_id', 'in', solutionIds)
    .orderBy('date_added')
    .orderBy('value')
    .execute();
}

/**
 * Values of one kind a new or changed solution of `partnerId` would share: held by another of
 * that provider's solutions (not `except`) or by a public solution; another provider's private
 * values are not read.
 */
export async function heldValues(
  db: Db,
  kind: string,
  values: string[],
  partnerId: string,
  except: string | null,
) {
  if (values.length === 0) return [];
  let q = db
    .selectFrom('partner_evidence as e')
    .innerJoin('partner_solutions as s', 's.id', 'e.solution_id')
    .select(['e.value', 's.partner_id'])
    .distinct()
    .where('e.kind', '=', kind)
    .where('e.value', 'in', values)
    .where((eb) => eb.or([eb('s.partner_id', '=', partnerId), eb('s.visibility', '=', 'Public')]));
  if (except) q = q.where('e.solution_id', '<>', except);
  return q.execute();
}

/**
 * Writes a solution and its evidence in one go: values it no longer has lose their record,
 * new values get one, kept values keep theirs (their date added) with a new date last verified.
 */
export async function saveSolution(
  db: Db,
  row: Insertable<PartnerSolutionTable>,
  evidence: Insertable<PartnerEvidenceTable>[],
  verifiedAt: string,
): Promise<void> {
  const existing = await db
    .selectFrom('partner_solutions')
    .select('id')
    .where('id', '=', row.id)
    .executeTakeFirst();
  if (existing) {
    const { id, created_by: _by, created_at: _at, ...rest } = row;
    await db.updateTable('partner_solutions').set(rest).where('id', '=', id).execute();
  } else await db.insertInto('partner_solutions').values(row).execute();
  const kept = await db
    .selectFrom('partner_evidence')
    .selectAll()
    .where('solution_id', '=', row.id)
    .execute();
  const key = (e: { kind: string; value: string }) => `${e.kind}\u0000${e.value}`;
  const wanted = new Set(evidence.map(key));
  const have = new Set(kept.map(key));
  for (const e of kept.filter((k) => !wanted.has(key(k))))
    await db
      .deleteFrom('partner_evidence')
      .where('solution_id', '=', row.id)
      .where('kind', '=', e.kind)
      .where('value', '=', e.value)
      .execute();
  const added = evidence.filter((e) => !have.has(key(e)));
  if (added.length > 0) await db.insertInto('partner_evidence').values(added).execute();
  await db
    .updateTable('partner_evidence')
    .set({ date_last_verified: verifiedAt })
    .where('solution_id', '=', row.id)
    .execute();
}

/** Deletes a provider with its solutions, their evidence and its change requests. */
export async function deletePartner(db: Db, id: string): Promise<void> {
  await db.deleteFrom('partner_change_requests').where('partner_id', '=', id).execute();
  const solutions = db.selectFrom('partner_solutions').select('id').where('partner_id', '=', id);
  await db.deleteFrom('partner_evidence').where('solution_id', 'in', solutions).execute();
  await db.deleteFrom('partner_solutions').where('partner_id', '=', id).execute();
  await db.deleteFrom('partners').where('id', '=', id).execute();
}

export async function deleteSolution(db: Db, id: string): Promise<void> {
  await db.deleteFrom('partner_evidence').where('solution_id', '=', id).execute();
  await db.deleteFrom('partner_solutions').where('id', '=', id).execute();
}

/** Staff approval of the values of a solution: their evidence records name the approver. */
export const approveEvidence = (db: Db, solutionId: string, by: string, at: string) =>
  db
    .updateTable('partner_evidence')
    .set({ approved_by: by, approved_date: at })
    .where('solution_id', '=', solutionId)
    .where('approved_by', 'is', null)
    .execute();

// Change requests to public solutions.

export const insertChangeRequest = (db: Db, row: Insertable<PartnerChangeRequestTable>) =>
  db.insertInto('partner_change_requests').values(row).execute();

export const findChangeRequest = (db: Db, id: string) =>
  db.selectFrom('partner_change_requests').selectAll().where('id', '=', id).executeTakeFirst();

export function listChangeRequests(db: Db, partnerId: string | undefined, statuses: string[] | undefined) {
  let q = db.selectFrom('partner_change_requests').selectAll().orderBy('created_at', 'desc');
  if (partnerId) q = q.where('partner_id', '=', partnerId);
  if (statuses && statuses.length > 0) q = q.where('status', 'in', statuses);
  return q.execute();
}

/** Solutions with a request pending review: one provider's, or every provider's. */
export async function pendingSolutionIds(db: Db, partnerId?: string): Promise<Set<string>> {
  let q = db
    .selectFrom('partner_change_requests')
    .select('solution_id')
    .where('status', '=', 'PendingReview');
  if (partnerId) q = q.where('partner_id', '=', partnerId);
  const rows = await q.execute();
  return new Set(rows.map((r) => r.solution_id).filter((id): id is string => id !== null));
}

/** Closes a request still in one of the given statuses; false when it moved on. */
export async function closeChangeRequest(
  db: Db,
  id: string,
  inStatuses: readonly string[],
  set: { status: string; reviewed_by: string; reviewed_at: string; review_note: string },
): Promise<boolean> {
  const res = await db
    .updateTable('partner_change_requests')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', [...inStatuses])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// What provider performance reads: every solution with its provider, and the evidence values
// reports are attributed by.

/** Every solution with its provider's name, in name order; only those of providers in `statuses` when given. */
export function listAllSolutions(db: Db, statuses?: readonly string[]) {
  let q = db
    .selectFrom('partner_solutions as s')
    .innerJoin('partners as p', 'p.id', 's.partner_id')
    .selectAll('s')
    .select('p.name as partner_name');
  if (statuses) q = q.where('p.status', 'in', [...statuses]);
  return q.orderBy('s.name').orderBy('s.id').execute();
}

/** The evidence values (kind, value, solution) of the solutions of providers in `statuses`. */
export const listEvidenceValues = (db: Db, statuses: readonly string[]) =>
  db
    .selectFrom('partner_evidence as e')
    .innerJoin('partner_solutions as s', 's.id', 'e.solution_id')
    .innerJoin('partners as p', 'p.id', 's.partner_id')
    .select(['e.solution_id', 'e.kind', 'e.value'])
    .where('p.status', 'in', [...statuses])
    .execute();

/** Providers per status and solutions per type, for the programme's dashboard. */
export async function programmeCounts(db: Db) {
  const [statuses, types] = await Promise.all([
    db
      .selectFrom('partners')
      .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('partner_solutions')
      .select(['type', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('type')
      .execute(),
  ]);
  return {
    statuses: statuses.map((r) => ({ status: r.status, count: Number(r.n) })),
    types: types.map((r) => ({ type: r.type, count: Number(r.n) })),
  };
}
