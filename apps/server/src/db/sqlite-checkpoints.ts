import type SQLite from 'better-sqlite3';

export interface CheckpointOptions {
  /** Least time between two checkpoints. */
  everyMs: number;
  /**
   * Pages of log after which a commit checkpoints by itself: the bound of the log when the writer
   * is never idle.
   */
  backstopPages: number;
}

export const CHECKPOINT_DEFAULTS: CheckpointOptions = { everyMs: 1000, backstopPages: 10_000 };
/** The log file is cut back to this size when it is reused after a checkpoint. */
const WAL_KEPT_BYTES = 64 * 1024 * 1024;

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
 */
export class WalCheckpoints {
  private timer: NodeJS.Timeout | undefined;
  private last = 0;
  private closed = false;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly options = CHECKPOINT_DEFAULTS,
  ) {
    sqlite.pragma(`journal_size_limit = ${WAL_KEPT_BYTES}`);
    sqlite.pragma(`wal_autocheckpoint = ${options.backstopPages}`);
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
    this.timer = undefined;
    this.settle();
  }

  private run(): void {
    // Inside a transaction (an await between its statements): once it has ended.
    if (this.sqlite.inTransaction) {
      this.timer = setTimeout(() => this.run(), 1).unref();
      return;
    }
    this.timer = undefined;
    this.last = performance.now();
    if (this.sqlite.open) this.sqlite.pragma('wal_checkpoint(PASSIVE)');
    this.settle();
  }

  private settle(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}
