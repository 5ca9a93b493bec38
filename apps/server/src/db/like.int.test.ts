import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { freshDatabase, testDatabases } from '../test/harness.js';
import { createDb } from './index.js';
import { likeContaining, likeStartingWith } from './like.js';

const kinds = await testDatabases();

describe.each(kinds)('LIKE patterns from typed text (%s)', (kind) => {
  it('match the text literally, its % and _ and backslashes included', async () => {
    const database = await freshDatabase(kind);
    const db = createDb(loadConfig({ DATABASE_URL: database.url }).database);
    const matches = async (value: string, pattern: ReturnType<typeof likeContaining>) => {
      const r = await sql<{
        m: unknown;
      }>`select case when ${value} like ${pattern} then 1 else 0 end as m`.execute(db);
      return Number(r.rows[0]!.m) === 1;
    };
    try {
      expect(await matches('contoso_net.example', likeContaining('o_n'))).toBe(true);
      expect(await matches('contosoxnet.example', likeContaining('o_n'))).toBe(false);
      expect(await matches('100% fibre', likeContaining('100%'))).toBe(true);
      expect(await matches('1000 fibre', likeContaining('100%'))).toBe(false);
      expect(await matches('a\\b', likeContaining('a\\b'))).toBe(true);
      expect(await matches('mail.contoso.example', likeContaining('CONTOSO'))).toBe(true);
      expect(await matches('al_ice@contoso.example', likeStartingWith('al_'))).toBe(true);
      expect(await matches('alxice@contoso.example', likeStartingWith('al_'))).toBe(false);
      expect(await matches('x alice', likeStartingWith('alice'))).toBe(false);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
