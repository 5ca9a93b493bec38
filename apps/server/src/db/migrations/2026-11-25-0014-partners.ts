import type { Kysely } from 'kysely';
import { createIndex, createTable, key, nullable } from './table.js';

/**
 * Network providers (spec 2 §1–§5): the registered providers, pending registrations (the e-mailed
 * code kept only as a hash, with its expiry and tries left), the mail outbox an operator reads when
 * no SMTP server is configured, solutions, the evidence record of each attribute value (indexed by
 * kind and value, so reports can be attributed by ASN, subnet, VPN or certificate owner later) and
 * change requests to public solutions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'partners', {
    id: key('varchar(36)'),
    org_id: ['varchar(36)', (c) => c.notNull().unique()],
    name: 'varchar(200)',
    url: 'varchar(500)',
    domain: 'varchar(253)',
    status: 'varchar(30)',
    registered_by: 'varchar(36)',
    registered_email: 'varchar(320)',
    created_at: 'varchar(30)',
    updated_at: 'varchar(30)',
  }).execute();
  await createTable(db, 'partner_registrations', {
    user_id: key('varchar(36)'),
    org_id: 'varchar(36)',
    company_name: 'varchar(200)',
    company_url: 'varchar(500)',
    domain: 'varchar(253)',
    email: 'varchar(320)',
    code_hash: 'varchar(64)',
    expires_at: 'varchar(30)',
    tries_left: 'integer',
    created_at: 'varchar(30)',
  }).execute();
  await createTable(db, 'partner_outbox', {
    id: key('varchar(36)'),
    recipient: 'varchar(320)',
    subject: 'varchar(300)',
    body: 'text',
    created_at: 'varchar(30)',
  }).execute();
  await createIndex(db, 'partner_outbox_recipient', 'partner_outbox', ['recipient', 'created_at']).execute();
  await createTable(db, 'partner_solutions', {
    id: key('varchar(36)'),
    partner_id: ['varchar(36)', (c) => c.notNull().references('partners.id')],
    name: 'varchar(200)',
    type: 'varchar(20)',
    asns: 'text',
    subnets: 'text',
    vpns: 'text',
    ssl_owners: 'text',
    visibility: 'varchar(10)',
    is_contributed: 'integer',
    created_by: 'varchar(36)',
    created_at: 'varchar(30)',
    updated_at: 'varchar(30)',
  }).execute();
  await createIndex(db, 'partner_solutions_partner', 'partner_solutions', ['partner_id']).execute();
  await createTable(db, 'partner_evidence', {
    solution_id: ['varchar(36)', (c) => c.notNull().references('partner_solutions.id').onDelete('cascade')],
    kind: 'varchar(20)',
    value: 'varchar(300)',
    date_added: 'varchar(30)',
    date_last_verified: 'varchar(30)',
    added_by_method: 'varchar(30)',
    added_by_user: 'varchar(320)',
    approved_by: nullable('varchar(320)'),
    approved_date: nullable('varchar(30)'),
  })
    .addPrimaryKeyConstraint('partner_evidence_pk', ['solution_id', 'kind', 'value'])
    .execute();
  await createIndex(db, 'partner_evidence_value', 'partner_evidence', ['kind', 'value']).execute();
  await createTable(db, 'partner_change_requests', {
    id: key('varchar(36)'),
    partner_id: ['varchar(36)', (c) => c.notNull().references('partners.id')],
    solution_id: nullable('varchar(36)'),
    action: 'varchar(10)',
    status: 'varchar(20)',
    solution: nullable('text'),
    note: 'text',
    created_by: 'varchar(320)',
    created_at: 'varchar(30)',
    reviewed_by: nullable('varchar(320)'),
    reviewed_at: nullable('varchar(30)'),
    review_note: nullable('text'),
  }).execute();
  await createIndex(db, 'partner_change_requests_partner', 'partner_change_requests', [
    'partner_id',
    'status',
  ]).execute();
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
