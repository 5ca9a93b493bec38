import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { freshDatabase, testDatabases } from '../test/harness.js';
import { createDb } from './index.js';
import { migrations } from './migrations/index.js';

const kinds = await testDatabases();
const Before = '2026-11-26-0022-report-writes';
const Authors = '2026-11-26-0024-ocdi-authors';

const association = (id: string, createdBy: string, submittedBy: string | null) => ({
  id,
  instance: 'Worldwide',
  service_tree_id: '11111111-1111-4111-8111-111111111111',
  state: submittedBy ? 'PendingApproval' : 'NotStarted',
  review: submittedBy ? 'PendingReview' : 'NA',
  ocdi_domains: '[]',
  transition_status: 'Planning',
  ga_date: '2027-03-01',
  created_by: createdBy,
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
  submitted_by: submittedBy,
});

/** The table as these migrations see it: the authors column only once 0024 has run. */
interface Tables {
  ocdi_associations: ReturnType<typeof association> & { authors?: string };
}

describe.each(kinds)('migration 0024, the authors of OCDI associations (%s)', (kind) => {
  it('starts each stored association with its creator and submitter, and goes down again', async () => {
    const database = await freshDatabase(kind);
    const db = createDb(loadConfig({ DATABASE_URL: database.url }).database) as unknown as Kysely<Tables>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    try {
      expect((await migrator.migrateTo(Before)).error).toBeUndefined();
      await db
        .insertInto('ocdi_associations')
        .values([
          association('a', 'ann@contoso.example', null),
          association('b', 'ann@contoso.example', 'Ann@Contoso.example'),
          association('c', 'ann@contoso.example', 'bob@contoso.example'),
        ])
        .execute();
      expect((await migrator.migrateTo(Authors)).error).toBeUndefined();
      const rows = await db.selectFrom('ocdi_associations').select(['id', 'authors']).orderBy('id').execute();
      expect(rows.map((r) => [r.id, JSON.parse(r.authors ?? 'null')])).toEqual([
        ['a', ['ann@contoso.example']],
        ['b', ['ann@contoso.example']],
        ['c', ['ann@contoso.example', 'bob@contoso.example']],
      ]);

      expect((await migrator.migrateDown()).error).toBeUndefined();
      const tables = await db.introspection.getTables();
      const columns = tables.find((t) => t.name === 'ocdi_associations')!.columns.map((c) => c.name);
      expect(columns).not.toContain('authors');
      expect(await db.selectFrom('ocdi_associations').select('id').execute()).toHaveLength(3);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
