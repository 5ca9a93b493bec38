import { describe, expect, it } from 'vitest';
import { AdvancedCategories, AdvancedCategoryNames } from '@netlens/core';
import { loadConfig } from '../config.js';
import { freshDatabase, testDatabases } from '../test/harness.js';
import { createDb, migrateToLatest } from './index.js';

const kinds = await testDatabases();

// Migrations keep their own literal column lists (history does not follow the registry), so a
// new advanced test needs a migration that adds its column: this test says when one is missing.
describe.each(kinds)('the migrated reports table (%s)', (kind) => {
  it('has a nullable text column for the result of every advanced test of the registry', async () => {
    const database = await freshDatabase(kind);
    const db = createDb(loadConfig({ DATABASE_URL: database.url }).database);
    try {
      await migrateToLatest(db);
      const tables = await db.introspection.getTables();
      const reports = tables.find((t) => t.name === 'reports');
      const columns = new Map(reports?.columns.map((c) => [c.name, c]));
      for (const category of AdvancedCategoryNames) {
        const column = columns.get(AdvancedCategories[category].column);
        expect(column, `${category}: column ${AdvancedCategories[category].column}`).toBeDefined();
        expect(column?.dataType.toLowerCase()).toBe('text');
        expect(column?.isNullable).toBe(true);
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
