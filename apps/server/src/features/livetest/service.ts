import { randomBytes, randomUUID } from 'node:crypto';
import {
  AdvancedCategories,
  AdvancedCategoryNames,
  AppError,
  HUB_MAX_EVENT_BYTES,
  LiveRunStatusSchema,
  STATUS_EVENT,
  parseAdvancedPayload,
  TestStatusEventSchema,
  type AdvancedCategory,
  type CreatedLiveRun,
  type LiveRun,
  type TestStatusEvent,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import { advancedResults, reportCreatedAt } from '../reports/index.js';
import { hashToken } from './policy.js';
import type { EventWrite, EventWriter } from './event-writer.js';
import { findRun, insertRun, type LiveRunRow } from './repo.js';

/** A run may be started for a report at most this long after the report was made. */
export const RUN_REPORT_MAX_AGE_MS = 24 * 3600_000;

/** A run row as the API shows it. */
export function presentRun(row: LiveRunRow): LiveRun {
  return {
    runId: row.id,
    reportId: row.report_id,
    status: LiveRunStatusSchema.catch('Waiting').parse(row.status),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Starts a live run for a recent report; the token is returned once and kept only hashed. */
export async function createRun(db: Db, reportId: string, now = new Date()): Promise<CreatedLiveRun> {
  const createdAt = await reportCreatedAt(db, reportId);
  if (createdAt === undefined) throw new AppError('REPORT_NOT_FOUND');
  if (now.getTime() - Date.parse(createdAt) > RUN_REPORT_MAX_AGE_MS) {
    throw new AppError('LIVE_RUN_REPORT_TOO_OLD');
  }
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const row = {
    id: randomUUID(),
    report_id: reportId,
    token_hash: hashToken(token),
    status: 'Waiting',
    message: null,
    created_at: at,
    updated_at: at,
  };
  await insertRun(db, row);
  return { ...presentRun(row), token };
}

/** A run by id; LIVE_RUN_NOT_FOUND when there is none. */
export async function loadRun(db: Db, runId: string): Promise<LiveRunRow> {
  const row = await findRun(db, runId);
  if (!row) throw new AppError('LIVE_RUN_NOT_FOUND');
  return row;
}

/** Why a published event was refused (logged and sent back in the acknowledgement). */
export class PublishRejected extends Error {}

function checkSize(payload: unknown): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(payload);
  } catch {
    throw new PublishRejected('the payload is not JSON');
  }
  if (json === undefined) throw new PublishRejected('the payload is empty');
  if (Buffer.byteLength(json) > HUB_MAX_EVENT_BYTES) {
    throw new PublishRejected(`the payload is larger than ${HUB_MAX_EVENT_BYTES} bytes`);
  }
  return json;
}

function issues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

/** A run as an event's write names it. */
type EventRun = Pick<LiveRunRow, 'id' | 'report_id'>;

async function stored(write: EventWriter, w: EventWrite): Promise<void> {
  if (!(await write(w))) throw new PublishRejected('the run no longer exists');
}

/**
 * Validates a result (or its "not available") and stores it in the run's report through the
 * event writer (committed when this resolves); returns what to broadcast.
 */
export async function storeResult(
  write: EventWriter,
  run: EventRun,
  category: AdvancedCategory,
  payload: unknown,
) {
  checkSize(payload);
  const parsed = parseAdvancedPayload(category, payload);
  if (!parsed.success) throw new PublishRejected(`${category}: ${issues(parsed.error)}`);
  const json = JSON.stringify(parsed.data);
  await stored(write, {
    runId: run.id,
    reportId: run.report_id,
    result: { column: AdvancedCategories[category].column, json },
  });
  return parsed.data;
}

/** Validates and stores a status change; returns what to broadcast. */
export async function storeStatus(
  write: EventWriter,
  run: EventRun,
  payload: unknown,
): Promise<TestStatusEvent> {
  checkSize(payload);
  const parsed = TestStatusEventSchema.safeParse(payload);
  if (!parsed.success) throw new PublishRejected(`ReceiveTestStatus: ${issues(parsed.error)}`);
  await stored(write, {
    runId: run.id,
    reportId: run.report_id,
    status: { status: parsed.data.status, message: parsed.data.message ?? null },
  });
  return parsed.data;
}

/** Everything a (re)joining page must see: the status and every stored result, as events. */
export async function replayEvents(db: Db, runId: string): Promise<[string, unknown][]> {
  const run = await findRun(db, runId);
  if (!run) return [];
  const results = await advancedResults(db, run.report_id);
  const events: [string, unknown][] = [];
  for (const category of AdvancedCategoryNames) {
    const text = results?.[AdvancedCategories[category].column];
    if (text) events.push([category, JSON.parse(text)]);
  }
  if (run.status === 'Waiting') return events;
  const status: [string, unknown] = [
    STATUS_EVENT,
    { status: run.status, ...(run.message ? { message: run.message } : {}) },
  ];
  // 'Started' comes before the results, as it did live; a final status after them.
  return run.status === 'Started' ? [status, ...events] : [...events, status];
}
