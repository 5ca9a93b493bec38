import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createDb, migrateToLatest } from '../../db/index.js';
import { freshDatabase, testDatabases } from '../../test/harness.js';
import { loadSigningKey } from './keys.js';

const kinds = await testDatabases();

describe.each(kinds)('the embedded provider signing key (%s)', (kind) => {
  it('is one key when several instances start at once on an empty database', async () => {
    const database = await freshDatabase(kind);
    const config = loadConfig({ DATABASE_URL: database.url }).database;
    const instances = [createDb(config), createDb(config), createDb(config)];
    try {
      await migrateToLatest(instances[0]!);
      const keys = await Promise.all(instances.map((db) => loadSigningKey(db)));
      expect(new Set(keys.map((k) => k.kid)).size).toBe(1);
      expect(new Set(keys.map((k) => k.privateJwk.n)).size).toBe(1);
      const stored = await instances[0]!.selectFrom('op_keys').select('kid').execute();
      expect(stored).toHaveLength(1);
      // A later start reads the stored key instead of making another.
      expect((await loadSigningKey(instances[1]!)).kid).toBe(keys[0]!.kid);
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
      await database.drop();
    }
  });
});
