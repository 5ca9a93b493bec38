import type { Kysely } from 'kysely';
import { addColumn, nullable } from './table.js';

/**
 * Wrong verification codes counted per registration across resends: how many within the current
 * day's window and when that window began. A new code no longer resets them, and a registration
 * that reaches the day's bound is locked until the day has passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumn(db, 'partner_registrations', 'wrong_codes', [
    'integer',
    (c) => c.notNull().defaultTo(0),
  ]).execute();
  await addColumn(db, 'partner_registrations', 'wrong_since', nullable('varchar(30)')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('partner_registrations').dropColumn('wrong_since').execute();
  await db.schema.alterTable('partner_registrations').dropColumn('wrong_codes').execute();
}
