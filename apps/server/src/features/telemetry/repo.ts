import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { TelemetryEventTable } from '../../db/schema.js';

export type NewTelemetryEvent = Omit<TelemetryEventTable, 'id'>;

/** Stores a batch of events in one transaction. */
export async function insertEvents(db: Db, events: NewTelemetryEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('telemetry_events')
    .values(events.map((e) => ({ id: randomUUID(), ...e })))
    .execute();
}

/** Counts of events by kind and name since a moment. */
export async function countByName(db: Db, since: string) {
  return db
    .selectFrom('telemetry_events')
    .select(['kind', 'name', sql<number>`count(*)`.as('count')])
    .where('occurred_at', '>=', since)
    .groupBy(['kind', 'name'])
    .orderBy('kind')
    .orderBy('name')
    .execute();
}
