import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.js';
import { Scheduler, type Job } from './scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Scheduler;
  }
}

/** The scheduled jobs: started when the server is ready, stopped (runs awaited) on close. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; jobs: readonly Job[] }) => {
    const scheduler = new Scheduler({ db: opts.db, config: app.config, log: app.log });
    for (const job of opts.jobs) scheduler.add(job);
    app.decorate('jobs', scheduler);
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'jobs' },
);
