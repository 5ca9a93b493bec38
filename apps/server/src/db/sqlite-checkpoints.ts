import { statSync } from 'node:fs';
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

/**
 * Checkpoints a SQLite file in WAL mode between transactions, at most every `everyMs`, rather
 * than inside the commit that takes the log past 1,000 pages (SQLite's own policy): that commit,
 * and the reports sharing it, waited for the copy of the log into the database file and its two
 * syncs, and it came every few hundred milliseconds under load. Here a write asks for a passive
 * checkpoint, run by a timer once the current transaction has ended (the answers of a group
 * commit are written by then); the log is reused from its start by the next write. A commit still
 * checkpoints by itself past `backstopPages`, so the log stays bounded when the writer is never
 * idle. (A checkpoint from a thread of its own, with its own connection, was measured too: it
 * stalled requests for hundreds of milliseconds to seconds.)
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
    if (this.timer || this.closed || this.sqlite.memory) return;
    const wait = Math.max(0, this.last + this.options.everyMs - performance.now());
    this.timer = setTimeout(() => this.run(), wait).unref();
  }

  /** Resolves once no checkpoint is due. */
  idle(): Promise<void> {
    if (!this.timer) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Stops checkpointing (before the database is closed). */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.watch);
    this.timer = undefined;
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
    // Inside a transaction (an await between its statements): once it has ended.
    if (this.sqlite.inTransaction) {
      this.timer = setTimeout(() => this.run(), 1).unref();
      return;
    }
    this.timer = undefined;
    this.last = performance.now();
    if (this.sqlite.open) {
      if (this.walBytes() > this.options.boundBytes) this.truncate();
      else this.sqlite.pragma('wal_checkpoint(PASSIVE)');
    }
    this.settle();
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
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}
