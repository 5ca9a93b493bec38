import { sql, type Kysely } from 'kysely';
import { addColumn } from './table.js';

/**
 * Change control of Domain Lens endpoint-set changes: a change records the workload its set had
 * before it (a move when it differs from the change's own), and a move's second champion
 * approval, from the workload the set leaves. The author's bulk-removal escalation goes: a
 * blocking test is passed only by the change council's bypass. Open changes of published sets
 * take their set's workload as the one before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = [
    ['previous_workload', 'text'],
    ['previous_workload_champ_approved_by', 'text'],
    ['previous_workload_champ_approval_note', 'text'],
  ] as const;
  for (const [name, type] of columns) {
    await db.schema.alterTable('dl_changes').addColumn(name, type).execute();
  }
  await addColumn(db, 'dl_changes', 'is_previous_workload_champ_approved', [
    'integer',
    (c) => c.notNull().defaultTo(0),
  ]).execute();
  await sql`
    update dl_changes set previous_workload = (
      select s.workload from dl_endpoint_sets s where s.internal_id = dl_changes.endpoint_set_internal_id)
    where status in ('Draft', 'PendingReview', 'StagedForPublishing')`.execute(db);
  await db.schema.alterTable('dl_changes').dropColumn('bulk_removal_escalated').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await addColumn(db, 'dl_changes', 'bulk_removal_escalated', [
    'integer',
    (c) => c.notNull().defaultTo(0),
  ]).execute();
  for (const name of [
    'is_previous_workload_champ_approved',
    'previous_workload_champ_approval_note',
    'previous_workload_champ_approved_by',
    'previous_workload',
  ]) {
    await db.schema.alterTable('dl_changes').dropColumn(name).execute();
  }
}
