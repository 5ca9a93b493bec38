import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

export interface CheckpointOptions {
  /** Least time between two checkpoints of the thread. */
  everyMs: number;
  /**
   * Pages of log after which a commit checkpoints by itself, on the event loop: the bound of the
   * log should the thread fall behind or stop.
   */
  backstopPages: number;
}

export const CHECKPOINT_DEFAULTS: CheckpointOptions = { everyMs: 250, backstopPages: 10_000 };
/** SQLite's own threshold, used again when the thread cannot run. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
/** The log file is cut back to this size when it is reused after a checkpoint. */
const WAL_KEPT_BYTES = 64 * 1024 * 1024;

// The thread: its own connection to the file, a passive checkpoint per message.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('synchronous = NORMAL');
parentPort.on('message', (m) => {
  if (m === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  db.pragma('wal_checkpoint(PASSIVE)');
  parentPort.postMessage('done');
});
`;

/**
 * Checkpoints a SQLite file in WAL mode from a thread of its own, with its own connection, rather
 * than inside a commit on the event loop. SQLite's own policy (the commit that takes the log past
 * 1,000 pages copies it into the database file and syncs both) holds the event loop, and every
 * request behind it, for tens of milliseconds. Here a write asks for a passive checkpoint at most
 * every `everyMs`; the commits go on meanwhile, and the log is reused from its start by the first
 * write after a checkpoint has copied all of it. The event loop still checkpoints by itself past
 * `backstopPages` (SQLite's threshold if the thread fails), so the log stays bounded.
 */
export class WalCheckpoints {
  private worker: Worker | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  /** Written since the running checkpoint began. */
  private dirty = false;
  private last = 0;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly options = CHECKPOINT_DEFAULTS,
  ) {
    sqlite.pragma(`journal_size_limit = ${WAL_KEPT_BYTES}`);
    if (sqlite.memory) return;
    sqlite.pragma(`wal_autocheckpoint = ${options.backstopPages}`);
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(THREAD, { eval: true, workerData: { driver, file: sqlite.name } });
    this.worker.unref();
    this.worker.on('message', () => this.done());
    this.worker.on('error', (err) => {
      process.emitWarning(`SQLite checkpoints back on the event loop: ${err.message}`);
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
      this.stop();
    });
  }

  /** Called for each statement that may write. */
  wrote(): void {
    if (!this.worker) return;
    if (this.running) {
      this.dirty = true;
      return;
    }
    if (this.timer) return;
    const wait = Math.max(0, this.last + this.options.everyMs - performance.now());
    this.timer = setTimeout(() => this.start(), wait).unref();
  }

  /** Resolves once no checkpoint is due or running. */
  idle(): Promise<void> {
    if (!this.timer && !this.running) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Stops the thread (before the database is closed). */
  close(): void {
    this.worker?.postMessage('close');
    this.stop();
  }

  private start(): void {
    this.timer = undefined;
    this.running = true;
    this.dirty = false;
    this.last = performance.now();
    this.worker!.postMessage('checkpoint');
  }

  private done(): void {
    this.running = false;
    if (this.dirty) this.wrote();
    else this.settle();
  }

  private stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = false;
    this.worker = undefined;
    this.settle();
  }

  private settle(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}
