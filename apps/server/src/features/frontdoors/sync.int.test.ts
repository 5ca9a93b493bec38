import { describe, expect, it } from 'vitest';
import type { FrontDoor } from '@netlens/core';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { freshDatabase, testDatabases } from '../../test/harness.js';

const kinds = await testDatabases();

const door = (id: string, city: string): FrontDoor => ({
  id,
  workload: 'mail',
  city,
  country: 'Testland',
  countryCode: 'TL',
  latitude: -33.8688,
  longitude: 151.2093,
  probeUrl: `https://${id}.example.net/`,
});

describe.each(kinds)('catalogue synchronised at start-up (%s)', (kind) => {
  it('follows a changed configuration and touches only the rows that changed', async () => {
    const database = await freshDatabase(kind);
    const start = async (frontDoors: FrontDoor[]) => {
      const config = loadConfig({ DATABASE_URL: database.url, FRONT_DOORS: JSON.stringify(frontDoors) });
      const app = await buildApp(config, { logger: false });
      await app.ready();
      const rows = await app.db.selectFrom('front_doors').selectAll().orderBy('id').execute();
      const body = (await app.inject({ url: '/api/frontdoors' })).json();
      await app.close();
      return { rows, body };
    };
    try {
      const first = await start([door('a', 'Alpha'), door('b', 'Bravo'), door('c', 'Charlie')]);
      expect(first.rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
      await new Promise((r) => setTimeout(r, 5));
      const second = await start([door('a', 'Alpha'), door('b', 'Bravo 2'), door('d', 'Delta')]);
      expect(second.body.frontDoors.map((f: FrontDoor) => `${f.id}:${f.city}`)).toEqual([
        'a:Alpha',
        'b:Bravo 2',
        'd:Delta',
      ]);
      expect(second.rows[0]).toEqual(first.rows[0]);
      expect(second.rows[1]!.updated_at > first.rows[1]!.updated_at).toBe(true);
      expect(second.rows[1]!.latitude).toBe(-33.8688);
    } finally {
      await database.drop();
    }
  });
});
