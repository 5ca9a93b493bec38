import type { ExpressionBuilder, ExpressionWrapper, ReferenceExpression, SqlBool } from 'kysely';

/**
 * The rows past a keyset cursor, in (`key`, `idKey`) order ascending or descending: those whose key
 * lies beyond `value`, or equals it with an id beyond `id`. The bound on the key alone (`>=` or
 * `<=`) repeats what the OR says so that SQLite reads the (key, id) index from the cursor on: with
 * the OR alone it merged two index reads and sorted every later row for each page (0.66 s a page
 * in the middle of 10 M reports, against 13 ms).
 */
export function pastCursor<DB, TB extends keyof DB>(
  key: ReferenceExpression<DB, TB>,
  idKey: ReferenceExpression<DB, TB>,
  cursor: { value: string; id: string },
  order: 'asc' | 'desc' = 'asc',
) {
  const [beyond, bound] = order === 'asc' ? (['>', '>='] as const) : (['<', '<='] as const);
  return (eb: ExpressionBuilder<DB, TB>): ExpressionWrapper<DB, TB, SqlBool> =>
    eb.and([
      eb(key, bound, cursor.value as never),
      eb.or([
        eb(key, beyond, cursor.value as never),
        eb.and([eb(key, '=', cursor.value as never), eb(idKey, beyond, cursor.id as never)]),
      ]),
    ]);
}
