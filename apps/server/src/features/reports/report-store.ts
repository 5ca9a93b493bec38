import type { Report } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { reportRow } from './present.js';
import { insertReports, type NewReportRow } from './repo.js';

/** Most reports stored by one statement. */
export const REPORTS_PER_COMMIT = 64;

interface Pending {
  row: NewReportRow;
  stored: () => void;
  failed: (err: unknown) => void;
}

/**
 * Stores generated reports with the browser each came from (`reportOrigin`, a column of the
 * report). Reports arriving while the event loop is busy, or while the previous insert is being
 * written, are stored together: one insert statement (and so one commit) for all of them, since a
 * commit (the pages of the table, its indexes and the health samples written to the log, a round
 * trip to PostgreSQL) was most of a report's cost.
 * Each caller's promise settles when its own report is stored; when a shared insert fails, its
 * reports are stored one by one, so only the failing one fails.
 */
export class ReportStore {
  private queue: Pending[] = [];
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly perCommit = REPORTS_PER_COMMIT,
  ) {}

  store(report: Report, browserHash: string): Promise<void> {
    return new Promise((stored, failed) => {
      const row = reportRow(report);
      row.browser_hash = browserHash;
      this.queue.push({ row, stored, failed });
      if (this.running) return;
      this.running = true;
      // After the I/O callbacks of this turn, so the reports they bring join the same commit.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.write(this.queue.splice(0, this.perCommit));
    } finally {
      this.running = false;
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    try {
      // One statement, so all or nothing without a transaction around it (its triggers write the
      // health samples within it): one round trip to PostgreSQL instead of three.
      await insertReports(
        this.db,
        batch.map((p) => p.row),
      );
      for (const p of batch) p.stored();
    } catch (err) {
      if (batch.length === 1) return batch[0]!.failed(err);
      for (const p of batch) await this.write([p]);
    }
  }
}
