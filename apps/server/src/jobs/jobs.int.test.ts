import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { freshDatabase, startTestApp, testDatabases } from '../test/harness.js';
import type { Job } from './index.js';

const kinds = await testDatabases();

interface Run {
  job: string;
  instance: string;
  dueAt: string;
}

/** Two server instances on one fresh database, each with the jobs `jobsOf` gives it. */
async function twoInstances(kind: (typeof kinds)[number], jobsOf: (instance: string) => Job[]) {
  const database = await freshDatabase(kind);
  const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
  const apps: FastifyInstance[] = [];
  for (const instance of ['a', 'b']) {
    const app = await buildApp(config, { logger: false });
    for (const job of jobsOf(instance)) app.jobs.add(job);
    apps.push(app);
  }
  // Both become ready at once, as instances started together do.
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    close: async () => {
      for (const app of apps) await app.close();
      await database.drop();
    },
  };
}

/**
 * The jobs' schedule: due at start-up (its last time has passed), and never again while the tests
 * run, so a schedule's own timer cannot add a run (an hourly one did, when a run crossed the hour).
 * The tests make the later due times themselves (`nextDue`).
 */
const Schedule = '@yearly';

/** The next due time (no run has taken it yet), and a moment a few seconds after it. */
function nextDue() {
  const dueAt = new Cron(Schedule, { timezone: 'UTC' }).nextRun()!;
  return { dueAt: dueAt.toISOString(), at: new Date(dueAt.getTime() + 5000) };
}

describe.each(kinds)('scheduled jobs on two instances of one database (%s)', (kind) => {
  const runs: Run[] = [];
  let release = () => {};
  const hang = new Promise<void>((resolve) => (release = resolve));
  let hangOn: string | null = null;
  let t: Awaited<ReturnType<typeof twoInstances>>;

  const recorder =
    (job: string, instance: string): Job['run'] =>
    async ({ dueAt }) => {
      runs.push({ job, instance, dueAt: dueAt.toISOString() });
      if (job === 'test.died' && hangOn === instance) await hang;
    };
  const ran = (job: string) => runs.filter((r) => r.job === job);

  beforeAll(async () => {
    t = await twoInstances(kind, (instance) => [
      { name: 'test.count', schedule: Schedule, run: recorder('test.count', instance) },
      { name: 'test.died', schedule: Schedule, leaseSeconds: 1, run: recorder('test.died', instance) },
      {
        name: 'test.fails',
        schedule: Schedule,
        run: async ({ dueAt }) => {
          runs.push({ job: 'test.fails', instance, dueAt: dueAt.toISOString() });
          throw new Error('this job always fails');
        },
      },
    ]);
    await Promise.all(t.apps.map((app) => app.jobs.settled()));
  });
  afterAll(async () => {
    release();
    await t?.close();
  });

  it('runs a job due at start-up on one instance only', () => {
    expect(ran('test.count')).toHaveLength(1);
    expect(ran('test.died')).toHaveLength(1);
  });

  it('runs a due job once when both instances find it due at the same moment', async () => {
    const { at, dueAt } = nextDue();
    const answers = await Promise.all(t.apps.map((app) => app.jobs.runDue('test.count', at)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    // Done: asking again for the same due time runs nothing.
    expect(await t.apps[0]!.jobs.runDue('test.count', new Date(at.getTime() + 60_000))).toBe(false);
    expect(await t.apps[1]!.jobs.runDue('test.count', new Date(at.getTime() + 60_000))).toBe(false);
    expect(ran('test.count').filter((r) => r.dueAt === dueAt)).toHaveLength(1);
  });

  it('runs a job again on the other instance once the lease of one that died has expired', async () => {
    const { at, dueAt } = nextDue();
    hangOn = 'a'; // instance a takes the run and never finishes it, as if it had died
    void t.apps[0]!.jobs.runDue('test.died', at);
    await vi.waitFor(() =>
      expect(ran('test.died').at(-1)).toEqual({ job: 'test.died', instance: 'a', dueAt }),
    );
    // While its one-second lease holds, the other instance leaves the run alone ...
    expect(await t.apps[1]!.jobs.runDue('test.died', new Date(at.getTime() + 500))).toBe(false);
    // ... and once it has expired, runs it itself.
    expect(await t.apps[1]!.jobs.runDue('test.died', new Date(at.getTime() + 2000))).toBe(true);
    expect(
      ran('test.died')
        .filter((r) => r.dueAt === dueAt)
        .map((r) => r.instance),
    ).toEqual(['a', 'b']);
  });

  it('logs a failing run instead of throwing, and counts it as done', async () => {
    expect(ran('test.fails')).toHaveLength(1);
    const { at } = nextDue();
    const answers = await Promise.all(t.apps.map((app) => app.jobs.runDue('test.fails', at)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await t.apps[0]!.jobs.runDue('test.fails', new Date(at.getTime() + 60_000))).toBe(false);
    expect(ran('test.fails')).toHaveLength(2);
  });
});

describe.each(kinds)('a run whose instance dies (%s)', (kind) => {
  const runs: Run[] = [];
  let release = () => {};
  const hang = new Promise<void>((resolve) => (release = resolve));
  let t: Awaited<ReturnType<typeof twoInstances>>;

  beforeAll(async () => {
    t = await twoInstances(kind, (instance) => [
      {
        name: 'test.takeover',
        schedule: Schedule,
        leaseSeconds: 1,
        run: async ({ dueAt }) => {
          runs.push({ job: 'test.takeover', instance, dueAt: dueAt.toISOString() });
          // The first run never ends (its instance "died"); the one after it does.
          if (runs.length === 1) await hang;
        },
      },
    ]);
  });
  afterAll(async () => {
    release();
    await t?.close();
  });

  it('is run by the other instance when its lease ends, without anyone asking again', async () => {
    await vi.waitFor(() => expect(runs).toHaveLength(2), { timeout: 10_000, interval: 100 });
    expect(new Set(runs.map((r) => r.instance)).size).toBe(2);
    expect(runs[1]!.dueAt).toBe(runs[0]!.dueAt);
  });
});

describe.each(kinds)('closing the server (%s)', (kind) => {
  it('waits for the run in progress, which still has its database, then runs nothing more', async () => {
    let outcome = 'not run';
    const t = await startTestApp(kind, {}, (app) =>
      app.jobs.add({
        name: 'test.slow',
        schedule: Schedule,
        run: async ({ db }) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          outcome = String((await db.selectFrom('job_leases').select('name').execute()).length > 0);
        },
      }),
    );
    const jobs = t.app.jobs;
    await t.close();
    expect(outcome).toBe('true');
    expect(await jobs.runDue('test.slow', new Date(Date.now() + 3600_000))).toBe(false);
  });
});
