import type { Kysely } from 'kysely';
import { addColumn } from './table.js';

/**
 * Two inputs of a Domain Lens change that its validation tests read (spec 2 §5): whether the
 * author escalated a bulk removal (more than 100 endpoints), and the exemplar FQDN named for each
 * added wildcard (a JSON object, wildcard → exemplar). Existing changes get neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumn(db, 'dl_changes', 'bulk_removal_escalated', [
    'integer',
    (c) => c.notNull().defaultTo(0),
  ]).execute();
  await addColumn(db, 'dl_changes', 'wildcard_exemplars', [
    'text',
    (c) => c.notNull().defaultTo('{}'),
  ]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dl_changes').dropColumn('wildcard_exemplars').execute();
  await db.schema.alterTable('dl_changes').dropColumn('bulk_removal_escalated').execute();
}
