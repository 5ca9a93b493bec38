import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { endianness, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalCheckpoints } from './sqlite-checkpoints.js';

const PAGE = 4096;
/** Rows of a page each: a transaction of them writes about ROWS pages of log. */
const ROWS = 40;

describe('WalCheckpoints', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function open() {
    const dir = mkdtempSync(join(tmpdir(), 'netlens-wal-'));
    dirs.push(dir);
    const file = join(dir, 'wal.db');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.exec('create table t (id integer primary key, body blob not null)');
    const insert = sqlite.prepare('insert into t (body) values (?)');
    const write = sqlite.transaction(() => {
      for (let i = 0; i < ROWS; i++) insert.run(Buffer.alloc(PAGE - 200, i));
    });
    const walBytes = () => statSync(`${file}-wal`).size;
    return { sqlite, write, walBytes };
  }

  it('checkpoints from its thread as writes go on, so the log is reused instead of growing', async () => {
    const control = open();
    const db = open();
    control.sqlite.pragma('wal_autocheckpoint = 0');
    const checkpoints = new WalCheckpoints(db.sqlite, { everyMs: 5, backstopPages: 1_000_000 });
    for (let round = 0; round < 30; round++) {
      control.write();
      db.write();
      checkpoints.wrote();
      await checkpoints.idle();
    }
    // Without checkpoints the log holds every round; with them, about one.
    expect(control.walBytes()).toBeGreaterThan(30 * ROWS * PAGE);
    expect(db.walBytes()).toBeLessThan(3 * ROWS * PAGE);
    checkpoints.close();
  });

  it('keeps the log bounded when writes leave no time to checkpoint', () => {
    const db = open();
    const checkpoints = new WalCheckpoints(db.sqlite, { everyMs: 60_000, backstopPages: 200 });
    let largest = 0;
    for (let round = 0; round < 60; round++) {
      db.write();
      checkpoints.wrote();
      largest = Math.max(largest, db.walBytes());
    }
    expect(largest).toBeGreaterThan(200 * PAGE);
    expect(largest).toBeLessThan((200 + 2 * ROWS) * PAGE);
    checkpoints.close();
  });

  it('waits everyMs after a checkpoint before the next', async () => {
    const db = open();
    const checkpoints = new WalCheckpoints(db.sqlite, { everyMs: 300, backstopPages: 1_000_000 });
    const started = performance.now();
    db.write();
    checkpoints.wrote();
    await checkpoints.idle();
    db.write();
    checkpoints.wrote();
    await checkpoints.idle();
    expect(performance.now() - started).toBeGreaterThanOrEqual(299);
    expect(db.walBytes()).toBeLessThan(2 * ROWS * PAGE);
    checkpoints.close();
  });

  it('empties a log another connection took past the bound, without a write of its own', async () => {
    const db = open();
    db.sqlite.pragma('busy_timeout = 5000');
    const other = new SQLite(db.sqlite.name);
    other.pragma('wal_autocheckpoint = 0');
    const insert = other.prepare('insert into t (body) values (?)');
    const write = other.transaction(() => {
      for (let i = 0; i < ROWS; i++) insert.run(Buffer.alloc(PAGE - 200, i));
    });
    const checkpoints = new WalCheckpoints(db.sqlite, {
      everyMs: 5,
      backstopPages: 1_000_000,
      boundBytes: 4 * ROWS * PAGE,
    });
    for (let round = 0; round < 8; round++) write();
    expect(db.walBytes()).toBeGreaterThan(8 * ROWS * PAGE);
    await vi.waitFor(() => expect(db.walBytes()).toBe(0));
    // Its own waits for the database are what they were.
    expect(db.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    checkpoints.close();
    other.close();
  });

  it('checkpoints only once the transaction under way has ended', async () => {
    const db = open();
    const checkpoints = new WalCheckpoints(db.sqlite, { everyMs: 0, backstopPages: 1_000_000 });
    const calls: string[] = [];
    const pragma = db.sqlite.pragma.bind(db.sqlite);
    db.sqlite.pragma = ((source: string, options?: SQLite.PragmaOptions) => {
      calls.push(source);
      return pragma(source, options);
    }) as typeof db.sqlite.pragma;
    db.sqlite.exec('begin');
    db.write();
    checkpoints.wrote();
    await sleep(30);
    expect(calls).toEqual([]);
    db.sqlite.exec('commit');
    await checkpoints.idle();
    expect(calls).toEqual(['wal_checkpoint(PASSIVE)']);
    checkpoints.close();
  });

  it('copies the log from its thread, leaving the event loop only what was written meanwhile', async () => {
    const db = open();
    // The shared index of the log: the last frame (the header's mxFrame) and the frames already
    // copied into the database file (nBackfill), in the machine's byte order.
    const frames = () => {
      const shm = readFileSync(`${db.sqlite.name}-shm`);
      const u32 = (at: number) => (endianness() === 'LE' ? shm.readUInt32LE(at) : shm.readUInt32BE(at));
      return { last: u32(16), copied: u32(96) };
    };
    const checkpoints = new WalCheckpoints(db.sqlite, { everyMs: 0, backstopPages: 1_000_000 });
    const seen: { last: number; copied: number }[] = [];
    const pragma = db.sqlite.pragma.bind(db.sqlite);
    db.sqlite.pragma = ((source: string, options?: SQLite.PragmaOptions) => {
      if (source === 'wal_checkpoint(PASSIVE)') seen.push(frames());
      return pragma(source, options);
    }) as typeof db.sqlite.pragma;
    for (let round = 0; round < 5; round++) db.write();
    checkpoints.wrote();
    await checkpoints.idle();
    // Nothing was written while the thread copied: the event loop found the log already copied.
    expect(seen).toHaveLength(1);
    expect(seen[0]!.last).toBeGreaterThanOrEqual(5 * ROWS);
    expect(seen[0]!.copied).toBe(seen[0]!.last);
    // And the next write starts the log again from its beginning.
    db.write();
    expect(frames().last).toBeLessThan(2 * ROWS);
    checkpoints.close();
  });
});
