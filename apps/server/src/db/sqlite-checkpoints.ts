import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

export interface CheckpointOptions {
  /** Least time between two checkpoints; also how often the size of the log is looked at. */
  everyMs: number;
  /**
   * Pages of log after which a commit checkpoints by itself: the bound of the log when the writer
   * is never idle.
   */
  backstopPages: number;
  /**
   * Size of the log past which it is checkpointed and truncated (TRUNCATE), whoever wrote it;
   * the log is also cut back to this size when it is reused after a checkpoint.
   */
  boundBytes: number;
  /** The longest a truncating checkpoint waits for another connection's writer or readers. */
  waitMs: number;
}

export const CHECKPOINT_DEFAULTS: CheckpointOptions = {
  everyMs: 1000,
  backstopPages: 10_000,
  boundBytes: 64 * 1024 * 1024,
  waitMs: 20,
};

// The thread: its own connection to the file, a passive checkpoint per message.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
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
 * Checkpoints a SQLite file in WAL mode at most every `everyMs` while there are writes, rather
 * than inside the commit that takes the log past 1,000 pages (SQLite's own policy): that commit,
 * and the reports sharing it, waited for the copy of the log into the database file and its two
 * syncs. A thread of its own, with its own connection, copies what the log holds and syncs it
 * while the event loop serves; then, between this connection's transactions, the event loop
 * copies what was written meanwhile (a few milliseconds' worth), so that the log is complete in
 * the file and the next write starts it again from its beginning. Without that last step the
 * thread chased a log that never stopped growing under steady writes, until a commit copied
 * 10,000 pages itself. Should the thread fail, the event loop does it all. A commit still
 * checkpoints by itself past `backstopPages`, so the log stays bounded when the writer is never
 * idle.
 *
 * A passive checkpoint never waits, so it leaves the log whole while another connection reads
 * an older snapshot, and the next writer then appends instead of starting the log again: with
 * reads always under way (requests, a job) beside a second writer (an import by the admin command
 * or another program), the log grew without end. So the size of the log is also looked at every
 * `everyMs`, writes or not, and a log past `boundBytes` is checkpointed in TRUNCATE mode between
 * this connection's transactions, waiting at most `waitMs` for the other connections.
 */
export class WalCheckpoints {
  private timer: NodeJS.Timeout | undefined;
  private readonly watch: NodeJS.Timeout | undefined;
  /** The thread, started at the first checkpoint; undefined before, and after it failed. */
  private thread: Worker | undefined;
  private threadFailed = false;
  /** The thread is copying the log. */
  private copying = false;
  private last = 0;
  private closed = false;
  private waiting: (() => void)[] = [];
  private readonly options: CheckpointOptions;

  constructor(
    private readonly sqlite: SQLite.Database,
    given: Partial<CheckpointOptions> = {},
  ) {
    const options = (this.options = { ...CHECKPOINT_DEFAULTS, ...given });
    sqlite.pragma(`journal_size_limit = ${options.boundBytes}`);
    sqlite.pragma(`wal_autocheckpoint = ${options.backstopPages}`);
    if (!sqlite.memory) {
      this.watch = setInterval(() => {
        if (this.walBytes() > options.boundBytes) this.wrote();
      }, options.everyMs).unref();
    }
  }

  /** Called for each statement that may write. */
  wrote(): void {
    // While the thread copies, the event loop's step that follows takes in these writes too.
    if (this.timer || this.copying || this.closed || this.sqlite.memory) return;
    const wait = Math.max(0, this.last + this.options.everyMs - performance.now());
    this.timer = setTimeout(() => this.run(), wait).unref();
  }

  /** Resolves once no checkpoint is due or under way. */
  idle(): Promise<void> {
    if (!this.timer && !this.copying) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Stops checkpointing and the thread (before the database is closed). */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.watch);
    this.timer = undefined;
    this.copying = false;
    this.thread?.postMessage('close');
    this.thread = undefined;
    this.settle();
  }

  /** Size of the log file (0 when there is none). */
  walBytes(): number {
    try {
      return statSync(`${this.sqlite.name}-wal`).size;
    } catch {
      return 0;
    }
  }

  private run(): void {
    this.timer = undefined;
    this.last = performance.now();
    const thread = this.walBytes() > this.options.boundBytes ? undefined : this.startedThread();
    if (!thread) return this.onEventLoop();
    this.copying = true;
    thread.postMessage('checkpoint');
  }

  /** The thread's checkpoint is done (or failed): the rest, on the event loop. */
  private copied(): void {
    if (!this.copying) return;
    this.copying = false;
    this.onEventLoop();
  }

  /** A checkpoint by this connection, once its transaction under way (if any) has ended. */
  private onEventLoop(): void {
    // Inside a transaction (an await between its statements): once it has ended.
    if (this.sqlite.inTransaction) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.onEventLoop();
      }, 1).unref();
      return;
    }
    if (this.sqlite.open && !this.closed) {
      if (this.walBytes() > this.options.boundBytes) this.truncate();
      else this.sqlite.pragma('wal_checkpoint(PASSIVE)');
    }
    this.settle();
  }

  private startedThread(): Worker | undefined {
    if (this.thread || this.threadFailed) return this.thread;
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const thread = new Worker(THREAD, { eval: true, workerData: { driver, file: this.sqlite.name } });
    thread.unref();
    thread.on('message', () => this.copied());
    thread.on('error', (err) => {
      process.emitWarning(`SQLite checkpoints back on the event loop: ${err.message}`);
      this.threadFailed = true;
      this.thread = undefined;
      this.copied();
    });
    return (this.thread = thread);
  }

  /**
   * Copies the whole log into the database file and empties it, once the other connections'
   * writer and readers of older snapshots are done (waiting at most `waitMs`); when they are not
   * done by then, what can be copied is, and the next look tries again.
   */
  private truncate(): void {
    const busy = this.sqlite.pragma('busy_timeout', { simple: true }) as number;
    this.sqlite.pragma(`busy_timeout = ${this.options.waitMs}`);
    try {
      this.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      this.sqlite.pragma(`busy_timeout = ${busy}`);
    }
  }

  private settle(): void {
    if (this.timer || this.copying) return;
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}
