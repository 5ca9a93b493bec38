import { randomUUID } from 'node:crypto';
import {
  AppError,
  HEALTH_MIN_SAMPLES,
  environmentGroupOf,
  latencyScore,
  metroHealth,
  type Incident,
  type IncidentInput,
  type IncidentPatch,
  type MetroScore,
  type NetworkHealth,
  type UnhealthyMetroScores,
} from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { flagsFor } from '../flags/index.js';
import {
  allIncidents,
  deleteIncident,
  findIncident,
  insertIncident,
  metroWindow,
  openIncidents,
  updateIncident,
  type IncidentRow,
  type MetroWindowRow,
} from './repo.js';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A metro's score: the latency score of its median, stated with the median's 95 % interval;
 * nothing below the minimum sample count.
 */
export function scoreMetro(row: MetroWindowRow, minSamples = HEALTH_MIN_SAMPLES): MetroScore {
  const enough = row.samples >= minSamples;
  const median = enough ? round1(row.medianLatencyMs) : null;
  const interval = enough ? row.medianIntervalMs : null;
  const score = enough ? latencyScore(row.medianLatencyMs) : null;
  return {
    countryCode: row.countryCode,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    samples: row.samples,
    medianLatencyMs: median,
    medianLatencyIntervalMs: interval && {
      ...interval,
      lower: round1(interval.lower),
      upper: round1(interval.upper),
    },
    score,
    health: metroHealth(row.samples, score, minSamples),
  };
}

/** Worst first: lowest score, then most samples; metros without a score last, by samples. */
export function byConcern(a: MetroScore, b: MetroScore): number {
  if (a.score !== null && b.score !== null && a.score !== b.score) return a.score - b.score;
  if ((a.score === null) !== (b.score === null)) return a.score === null ? 1 : -1;
  return b.samples - a.samples || a.city.localeCompare(b.city);
}

/** The window ending now. */
export function healthWindow(hours: number, now = new Date()) {
  const since = new Date(now.getTime() - hours * 3_600_000).toISOString();
  return { hours, since, until: now.toISOString(), minSamples: HEALTH_MIN_SAMPLES };
}

/** Every metro of the window with its score, worst first. */
export async function metroScores(db: Db, hours: number, now = new Date()) {
  const window = healthWindow(hours, now);
  const rows = await metroWindow(db, window.since, window.until);
  return { window, metros: rows.map((r) => scoreMetro(r)).sort(byConcern) };
}

/** The window's metro scores, worst first (`metroScores`, or a cached set of them). */
export type ScoresSource = () => ReturnType<typeof metroScores>;

/** UnhealthyMetroScores: the metros with enough samples whose score is below recommendations. */
export async function unhealthyMetroScores(scores: ScoresSource): Promise<UnhealthyMetroScores> {
  const { window, metros } = await scores();
  return { window, metros: metros.filter((m) => m.health === 'unhealthy') };
}

export function presentIncident(row: IncidentRow): Incident {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    severity: row.severity as Incident['severity'],
    startedAt: row.started_at,
    resolvedAt: row.resolved_at,
    updatedAt: row.updated_at,
  };
}

/** The health page: metro scores, the outage flag of this environment and the open incidents. */
export async function networkHealth(
  db: Db,
  config: AppConfig,
  metros: ScoresSource,
  now = new Date(),
): Promise<NetworkHealth> {
  const [scores, flags, incidents] = await Promise.all([
    metros(),
    flagsFor(db, config, environmentGroupOf(config.env)),
    openIncidents(db, now.toISOString()),
  ]);
  return { ...scores, outage: { flag: flags.outage, incidents: incidents.map(presentIncident) } };
}

export async function listIncidents(db: Db): Promise<Incident[]> {
  return (await allIncidents(db)).map(presentIncident);
}

export async function createIncident(db: Db, input: IncidentInput, now = new Date()): Promise<Incident> {
  const at = now.toISOString();
  const row: IncidentRow = {
    id: randomUUID(),
    title: input.title,
    message: input.message,
    severity: input.severity,
    started_at: input.startedAt ? new Date(input.startedAt).toISOString() : at,
    resolved_at: input.resolvedAt ? new Date(input.resolvedAt).toISOString() : null,
    updated_at: at,
  };
  await insertIncident(db, row);
  return presentIncident(row);
}

/** Applies an edit inside one transaction; INCIDENT_INVALID when it would end before it starts. */
export async function editIncident(
  db: Db,
  id: string,
  patch: IncidentPatch,
  now = new Date(),
): Promise<Incident> {
  return db.transaction().execute(async (trx) => {
    const row = await findIncident(trx, id);
    if (!row) throw new AppError('INCIDENT_NOT_FOUND');
    const iso = (s: string) => new Date(s).toISOString();
    const next: IncidentRow = {
      ...row,
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.message !== undefined ? { message: patch.message } : {}),
      ...(patch.severity !== undefined ? { severity: patch.severity } : {}),
      ...(patch.startedAt !== undefined ? { started_at: iso(patch.startedAt) } : {}),
      ...(patch.resolvedAt !== undefined ? { resolved_at: patch.resolvedAt && iso(patch.resolvedAt) } : {}),
      updated_at: now.toISOString(),
    };
    if (next.resolved_at !== null && next.resolved_at < next.started_at) {
      throw new AppError('INCIDENT_INVALID', {
        details: [{ path: 'body.resolvedAt', message: 'must not be before startedAt' }],
      });
    }
    const { id: _id, ...values } = next;
    await updateIncident(trx, id, values);
    return presentIncident(next);
  });
}

export async function removeIncident(db: Db, id: string): Promise<void> {
  if (!(await deleteIncident(db, id))) throw new AppError('INCIDENT_NOT_FOUND');
}
