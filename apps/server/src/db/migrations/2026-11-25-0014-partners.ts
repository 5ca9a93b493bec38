import type { Kysely } from 'kysely';

/**
 * Network providers (spec 2 §1–§5): the registered providers, pending registrations (the e-mailed
 * code kept only as a hash, with its expiry and tries left), the mail outbox an operator reads when
 * no SMTP server is configured, solutions, the evidence record of each attribute value (indexed by
 * kind and value, so reports can be attributed by ASN, subnet, VPN or certificate owner later) and
 * change requests to public solutions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partners')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('org_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('domain', 'varchar(253)', (c) => c.notNull())
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('registered_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('registered_email', 'varchar(320)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('partner_registrations')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('org_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('company_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('domain', 'varchar(253)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('tries_left', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('partner_outbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('recipient', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('partner_outbox_recipient')
    .on('partner_outbox')
    .columns(['recipient', 'created_at'])
    .execute();
  await db.schema
    .createTable('partner_solutions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('partner_id', 'varchar(36)', (c) => c.notNull().references('partners.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('asns', 'text', (c) => c.notNull())
    .addColumn('subnets', 'text', (c) => c.notNull())
    .addColumn('vpns', 'text', (c) => c.notNull())
    .addColumn('ssl_owners', 'text', (c) => c.notNull())
    .addColumn('visibility', 'varchar(10)', (c) => c.notNull())
    .addColumn('is_contributed', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('partner_solutions_partner')
    .on('partner_solutions')
    .column('partner_id')
    .execute();
  await db.schema
    .createTable('partner_evidence')
    .addColumn('solution_id', 'varchar(36)', (c) =>
      c.notNull().references('partner_solutions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('value', 'varchar(300)', (c) => c.notNull())
    .addColumn('date_added', 'varchar(30)', (c) => c.notNull())
    .addColumn('date_last_verified', 'varchar(30)', (c) => c.notNull())
    .addColumn('added_by_method', 'varchar(30)', (c) => c.notNull())
    .addColumn('added_by_user', 'varchar(320)', (c) => c.notNull())
    .addColumn('approved_by', 'varchar(320)')
    .addColumn('approved_date', 'varchar(30)')
    .addPrimaryKeyConstraint('partner_evidence_pk', ['solution_id', 'kind', 'value'])
    .execute();
  await db.schema
    .createIndex('partner_evidence_value')
    .on('partner_evidence')
    .columns(['kind', 'value'])
    .execute();
  await db.schema
    .createTable('partner_change_requests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('partner_id', 'varchar(36)', (c) => c.notNull().references('partners.id'))
    .addColumn('solution_id', 'varchar(36)')
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('solution', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_by', 'varchar(320)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('reviewed_by', 'varchar(320)')
    .addColumn('reviewed_at', 'varchar(30)')
    .addColumn('review_note', 'text')
    .execute();
  await db.schema
    .createIndex('partner_change_requests_partner')
    .on('partner_change_requests')
    .columns(['partner_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'partner_change_requests',
    'partner_evidence',
    'partner_solutions',
    'partner_outbox',
    'partner_registrations',
    'partners',
  ])
    await db.schema.dropTable(table).execute();
}
