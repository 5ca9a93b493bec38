import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { InternetTypeSurveyTable } from '../../db/schema.js';

export type SurveyRow = Insertable<InternetTypeSurveyTable>;

/** Stores a survey answer; a later answer of the same kind for the same report replaces it. */
export async function upsertSurveyAnswer(db: Db, row: SurveyRow): Promise<void> {
  const { report_id: _id, kind: _kind, ...update } = row;
  await db
    .insertInto('internet_type_survey')
    .values(row)
    .onConflict((oc) => oc.columns(['report_id', 'kind']).doUpdateSet(update))
    .execute();
}

/** The survey answers of a report (for tests and later reporting). */
export async function surveyAnswers(db: Db, reportId: string) {
  return db
    .selectFrom('internet_type_survey')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('kind')
    .execute();
}
