import type { Db } from '../../db/index.js';
import type { EnvironmentGroup, FeatureFlagName } from '@netlens/core';

/** Stored flag values for one environment group (only the flags an administrator has set). */
export async function findFlagRows(db: Db, environment: EnvironmentGroup) {
  return db
    .selectFrom('feature_flags')
    .select(['name', 'value', 'updated_at', 'updated_by'])
    .where('environment', '=', environment)
    .execute();
}

/** Writes several flags of one group at once; all or none. */
export async function upsertFlags(
  db: Db,
  environment: EnvironmentGroup,
  values: Partial<Record<FeatureFlagName, boolean>>,
  updatedBy: string,
): Promise<void> {
  const now = new Date().toISOString();
  const rows = Object.entries(values).map(([name, value]) => ({
    environment,
    name,
    value: value ? 1 : 0,
    updated_at: now,
    updated_by: updatedBy,
  }));
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx
        .insertInto('feature_flags')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['environment', 'name']).doUpdateSet({
            value: row.value,
            updated_at: row.updated_at,
            updated_by: row.updated_by,
          }),
        )
        .execute();
    }
  });
}
