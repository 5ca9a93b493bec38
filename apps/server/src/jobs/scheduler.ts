import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { claimRun, findLease, finishRun } from './repo.js';

/** What a job's run is given. */
export interface JobContext {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** The scheduled time this run stands for. */
  dueAt: Date;
  /** Aborted when the server closes: a long run should stop at the next safe point. */
  signal: AbortSignal;
}

/** A scheduled job: defined by the feature whose work it does, registered in app.ts. */
export interface Job {
  /** Unique; also the key of its lease in the database. */
  name: string;
  /** When it is due: a cron pattern or nickname as croner reads it, in UTC ('@hourly', '0 3 * * *'). */
  schedule: string;
  /**
   * The longest a run may take, in seconds (default 10 minutes): a run not finished by then
   * counts as dead (its instance stopped), and another instance runs the job again.
   */
  leaseSeconds?: number;
  run: (ctx: JobContext) => Promise<unknown>;
}

/** The lease of a job that does not say how long its run may take. */
const DEFAULT_LEASE_SECONDS = 600;

/**
 * Runs jobs on their schedules (in UTC, so instances in other time zones agree on when a run is
 * due). A job is due at each time its schedule names, and at start-up when the run of the latest
 * such time has not been taken yet. Each instance asks for the run's lease in the database and
 * only the one that gets it runs the job, so with several instances on one database a due job
 * runs once. A failure is logged, never thrown.
 */
export class Scheduler {
  /** This instance, as the holder of the leases it takes. */
  readonly instanceId = randomUUID();
  private readonly jobs = new Map<string, { job: Job; pattern: Cron }>();
  private readonly timers = new Set<Cron>();
  private readonly running = new Set<Promise<boolean>>();
  private readonly closing = new AbortController();
  private started = false;

  constructor(private readonly ctx: { db: Db; config: AppConfig; log: FastifyBaseLogger }) {}

  /** Adds a job (its schedule is checked now); once started, it is scheduled at once. */
  add(job: Job): void {
    if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
    this.jobs.set(job.name, { job, pattern: new Cron(job.schedule, { timezone: 'UTC' }) });
    if (this.started) this.schedule(job.name);
  }

  /** Starts every schedule and runs each job whose latest run is still due. */
  start(): void {
    if (this.started || this.closing.signal.aborted) return;
    this.started = true;
    for (const name of this.jobs.keys()) this.schedule(name);
  }

  /** Stops the schedules and waits for the runs in progress here. */
  async stop(): Promise<void> {
    this.closing.abort();
    for (const timer of this.timers) timer.stop();
    this.timers.clear();
    await this.settled();
  }

  /** Resolves once no run is in progress on this instance. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /**
   * Runs the job for its latest due time at or before `now`, unless another run holds or has
   * done it. True when this instance ran it.
   */
  async runDue(name: string, now = new Date()): Promise<boolean> {
    const entry = this.jobs.get(name);
    const [dueAt] = entry?.pattern.previousRuns(1, now) ?? [];
    if (!entry || !dueAt || this.closing.signal.aborted) return false;
    const run = this.claimAndRun(entry.job, dueAt, now);
    this.running.add(run);
    try {
      return await run;
    } finally {
      this.running.delete(run);
    }
  }

  private schedule(name: string): void {
    const { job } = this.jobs.get(name)!;
    const timer = new Cron(job.schedule, { timezone: 'UTC', unref: true, protect: true }, async () => {
      await this.runDue(name);
    });
    this.timers.add(timer);
    void this.runDue(name);
  }

  private async claimAndRun(job: Job, dueAt: Date, now: Date): Promise<boolean> {
    const { db } = this.ctx;
    const log = this.ctx.log.child({ job: job.name });
    const run = { name: job.name, dueAt: dueAt.toISOString(), holder: this.instanceId };
    const until = new Date(now.getTime() + (job.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000);
    try {
      if (!(await claimRun(db, { ...run, now: now.toISOString(), until: until.toISOString() }))) {
        await this.retryWhenLeaseEnds(job.name, run.dueAt);
        return false;
      }
    } catch (err) {
      log.warn({ err }, 'scheduled job: the lease could not be taken');
      return false;
    }
    try {
      await job.run({ ...this.ctx, log, dueAt, signal: this.closing.signal });
    } catch (err) {
      log.warn({ err }, 'scheduled job failed');
    }
    try {
      await finishRun(db, run, new Date().toISOString());
    } catch (err) {
      log.warn({ err }, 'scheduled job: the finished run could not be recorded');
    }
    return true;
  }

  /**
   * Another instance holds the lease of this run (or of an earlier one still going): look again
   * when that lease ends, so a run whose instance died is done then, not a whole period later.
   */
  private async retryWhenLeaseEnds(name: string, dueAt: string): Promise<void> {
    const lease = await findLease(this.ctx.db, name);
    if (!lease || lease.finished_at !== null || lease.due_at > dueAt || this.closing.signal.aborted) return;
    const at = new Date(Date.parse(lease.leased_until) + 1000);
    const retry = new Cron(at, { unref: true, allowPast: true }, async () => {
      this.timers.delete(retry);
      await this.runDue(name);
    });
    this.timers.add(retry);
  }
}
