import type { Insertable } from 'kysely';
import type { Db, Row } from '../../db/index.js';
import type { CopilotTestReportTable } from '../../db/schema.js';

export type CopilotRow = Row<'copilot_test_reports'>;

/** Stores a result; false when the run id is already stored (nothing is changed then). */
export async function insertCopilotReport(db: Db, row: Insertable<CopilotTestReportTable>): Promise<boolean> {
  const r = await db
    .insertInto('copilot_test_reports')
    .values(row)
    .onConflict((oc) => oc.column('run_id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** One stored result by run id, or undefined. */
export async function findCopilotReport(db: Db, runId: string): Promise<CopilotRow | undefined> {
  return db.selectFrom('copilot_test_reports').selectAll().where('run_id', '=', runId).executeTakeFirst();
}
