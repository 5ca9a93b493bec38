import type { Kysely } from 'kysely';

/**
 * Wrong verification codes counted per registration across resends: how many within the current
 * day's window and when that window began. A new code no longer resets them, and a registration
 * that reaches the day's bound is locked until the day has passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('partner_registrations')
    .addColumn('wrong_codes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('partner_registrations').addColumn('wrong_since', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('partner_registrations').dropColumn('wrong_since').execute();
  await db.schema.alterTable('partner_registrations').dropColumn('wrong_codes').execute();
}
