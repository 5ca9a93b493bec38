import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setImmediate as yieldToTimers } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { freshDatabase } from '../test/harness.js';
import { createDb } from './index.js';

const MB = 1024 * 1024;
/** The bound of the log this app is given: small, so that the test writes little. */
const BOUND = 8 * MB;
/** The second program's transactions, of about 1 MB of log each: far past the bound in all. */
const TRANSACTIONS = 150;
const PAGES = 256;
const writer = fileURLToPath(new URL('../test/sqlite-writer.mjs', import.meta.url));

/** Runs the writer on `file`; resolves with the largest size its log had after a commit. */
function secondWriter(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer, file, String(TRANSACTIONS), String(PAGES), '10'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve((JSON.parse(out) as { largest: number }).largest)
        : reject(new Error(`writer: ${code}`)),
    );
  });
}

describe('the SQLite log beside a second writer', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  it('stays under its bound while the app reads all the time and another program writes', async () => {
    const database = await freshDatabase('sqlite');
    closers.push(database.drop);
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', STAFF_TENANTS: 'contoso' });
    if (config.database.kind !== 'sqlite') throw new Error('a SQLite file was asked for');
    const file = config.database.file;
    const db = createDb(config.database, config.databaseTimeouts, { everyMs: 50, boundBytes: BOUND });
    closers.push(() => db.destroy());
    const app = await buildApp(config, { logger: false, db, domainLensValidator: null });
    closers.push(() => app.close());
    await app.ready();

    const written = secondWriter(file);
    let done = false;
    void written.finally(() => (done = true));
    // The app's reads: requests, and a reader of the imported rows (a job, an export), one
    // after the other; each lets timers run between them, as the event loop does.
    let reads = 0;
    while (!done) {
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      await sql`select count(*) as n from bulk_import a, bulk_import b where a.body < b.body`
        .execute(db)
        .catch(() => undefined);
      reads++;
      await yieldToTimers();
    }
    const largest = await written;

    expect(reads).toBeGreaterThan(10);
    // The bound, plus what the other program writes while one read of the app's lasts. Passive
    // checkpoints alone left the log holding nearly all that was written (150 MB).
    expect(largest).toBeLessThan(4 * BOUND);
    expect(statSync(`${file}-wal`).size).toBeLessThan(4 * BOUND);
  });
});
