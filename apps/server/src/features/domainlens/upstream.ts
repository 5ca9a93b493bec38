import { InstanceSchema, type Instance } from '@netlens/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { runJobNow, type Job } from '../../jobs/index.js';
import { ImportError, importListIn, parseEndpointList } from './import.js';
import * as repo from './repo.js';
import type { UpstreamSettings } from './settings.js';
import { UpstreamError, upstreamClient, type UpstreamClient } from './upstream-client.js';
import { UpstreamActor, stageUpstreamDifferences, type Skipped } from './upstream-stage.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * Following an upstream endpoint service (ENDPOINT_UPSTREAM_URL): per instance, a newer upstream
 * version is imported as the first version of an instance never published here, or becomes
 * changes awaiting review of each set that differs. Each instance in one transaction; a failing
 * upstream changes nothing.
 */

export interface UpstreamOutcome {
  instance: string;
  upstream: string | null;
  ours: string | null;
  result: 'imported' | 'staged' | 'up-to-date' | 'failed';
  /** Changes staged, or sets imported. */
  count: number;
  skipped: Skipped[];
  reason?: string;
}

/** The command's progress line of one instance. */
export function outcomeLine(o: UpstreamOutcome): string {
  const head = `${o.instance}: upstream ${o.upstream ?? '?'}, ours ${o.ours ?? 'none'}`;
  const skipped = o.skipped.map((s) => `; set ${s.id} skipped: ${s.reason}`).join('');
  switch (o.result) {
    case 'failed':
      return `${o.instance}: failed: ${o.reason}`;
    case 'up-to-date':
      return `${head} → up to date`;
    case 'imported':
      return `${head} → imported as the first version (${o.count} sets)`;
    case 'staged':
      return `${head} → ${o.count} change${o.count === 1 ? '' : 's'} staged for review${skipped}`;
  }
}

const upstreamListError = (instance: string, err: unknown) =>
  err instanceof ImportError
    ? new UpstreamError(`/endpoints/${instance} does not match the public format: ${err.message}`)
    : err;

async function followInstance(db: Db, client: UpstreamClient, instance: Instance): Promise<UpstreamOutcome> {
  const ours = (await repo.latestPublicationVersion(db, instance)) ?? null;
  const outcome = { instance, ours, upstream: null as string | null, count: 0, skipped: [] as Skipped[] };
  try {
    const latest = await client.version(instance);
    outcome.upstream = latest;
    const followed = await repo.findUpstreamFollow(db, instance);
    if (followed && latest <= followed.upstream_version) return { ...outcome, result: 'up-to-date' };
    let list;
    try {
      list = parseEndpointList(await client.endpoints(instance));
    } catch (err) {
      throw upstreamListError(instance, err);
    }
    const follow = {
      instance,
      upstream_version: latest,
      upstream_ids: JSON.stringify(list.map((s) => s.id)),
      followed_at: new Date().toISOString(),
    };
    if (ours === null) {
      const done = await inTransaction(db, async (tx) => {
        await repo.saveUpstreamFollow(tx, follow);
        return importListIn(tx, instance, list, UpstreamActor);
      });
      return { ...outcome, result: 'imported', count: done.sets };
    }
    const since = followed?.upstream_version ?? '0000000000';
    const records = (await client.changes(instance, since)).filter(
      (r) => r.version > since && r.version <= latest,
    );
    const previousIds = followed ? (JSON.parse(followed.upstream_ids) as number[]) : [];
    const done = await inTransaction(db, async (tx) => {
      const staged = await stageUpstreamDifferences(tx, instance, list, records, {
        version: latest,
        previousIds,
        followed: followed !== undefined,
      });
      await repo.saveUpstreamFollow(tx, { ...follow, upstream_ids: JSON.stringify(staged.upstreamIds) });
      return staged;
    });
    return { ...outcome, result: 'staged', count: done.staged, skipped: done.skipped };
  } catch (err) {
    if (!(err instanceof UpstreamError) && !(err instanceof ImportError)) throw err;
    return { ...outcome, result: 'failed', reason: err.message };
  }
}

/** Follows the upstream now, instance by instance; an instance's failure is its outcome. */
export async function followUpstream(
  db: Db,
  settings: UpstreamSettings,
  signal?: AbortSignal,
): Promise<UpstreamOutcome[]> {
  if (!settings.url) return [];
  const client = upstreamClient(settings.url, signal);
  let instances: Instance[] = settings.instances;
  if (instances.length === 0) {
    try {
      const known = new Map(InstanceSchema.options.map((i) => [i.toLowerCase(), i]));
      instances = (await client.versions()).flatMap((v) => known.get(v.instance.toLowerCase()) ?? []);
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      return [
        {
          instance: 'All instances',
          upstream: null,
          ours: null,
          result: 'failed',
          count: 0,
          skipped: [],
          reason: err.message,
        },
      ];
    }
  }
  const outcomes: UpstreamOutcome[] = [];
  for (const instance of instances) {
    if (signal?.aborted) break;
    outcomes.push(await followInstance(db, client, instance));
  }
  return outcomes;
}

const JobName = 'domainlens.upstream';
const LeaseSeconds = 30 * 60;

function logOutcomes(log: FastifyBaseLogger, outcomes: UpstreamOutcome[]) {
  for (const o of outcomes) {
    const line = outcomeLine(o);
    if (o.result === 'failed') log.warn({ instance: o.instance, reason: o.reason }, line);
    else log.info({ instance: o.instance, result: o.result, count: o.count, skipped: o.skipped }, line);
  }
}

/** The scheduled follow of the upstream (ENDPOINT_UPSTREAM_SCHEDULE), registered in app.ts; none when off. */
export const endpointUpstreamJobs = (settings: UpstreamSettings): Job[] =>
  settings.url && settings.schedule
    ? [
        {
          name: JobName,
          schedule: settings.schedule,
          leaseSeconds: LeaseSeconds,
          run: async ({ db, log, signal }) => {
            const outcomes = await followUpstream(db, settings, signal);
            logOutcomes(log, outcomes);
            return outcomes;
          },
        },
      ]
    : [];

/** The follow now (the admin command), under the job's lease; null while a run of it is in progress. */
export const followUpstreamNow = (db: Db, settings: UpstreamSettings) =>
  runJobNow(db, { name: JobName, leaseSeconds: LeaseSeconds }, () => followUpstream(db, settings));
