import type { TelemetryBatch, TelemetrySummary } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { countByName, insertEvents, type NewTelemetryEvent } from './repo.js';

/** Turns a validated batch from the web app into stored events; returns how many were kept. */
export async function recordBatch(db: Db, batch: TelemetryBatch): Promise<number> {
  const now = new Date().toISOString();
  const events: NewTelemetryEvent[] = batch.items.map((item) => ({
    session_id: batch.sessionId,
    kind: item.kind,
    name: item.kind === 'pageView' ? item.page : item.kind === 'log' ? item.logId : item.name,
    page: item.page ?? null,
    message: item.kind === 'log' ? item.message : item.kind === 'pageView' ? (item.title ?? null) : null,
    properties: item.properties ? JSON.stringify(item.properties) : null,
    language: batch.language ?? null,
    occurred_at: now,
  }));
  await insertEvents(db, events);
  return events.length;
}

/** Page views, log ids and events counted over the last `days` days. */
export async function summary(db: Db, days: number): Promise<TelemetrySummary> {
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  const rows = await countByName(db, since);
  const pick = (kind: string) =>
    rows.filter((r) => r.kind === kind).map((r) => ({ name: r.name, count: Number(r.count) }));
  return {
    pageViews: pick('pageView').map(({ name, count }) => ({ page: name, count })),
    logs: pick('log').map(({ name, count }) => ({ logId: name, count })),
    events: pick('event'),
  };
}
