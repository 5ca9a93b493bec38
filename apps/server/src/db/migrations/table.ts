import type { ColumnBuilderCallback, CreateTableBuilder, Kysely } from 'kysely';

type DataType = Parameters<CreateTableBuilder<string>['addColumn']>[1];

/**
 * A column of a migration's table: its type alone is NOT NULL; `[type, build]` is built by
 * `build` alone (a key, a reference, a default; NOT NULL only where it says so); `nullable(type)`
 * may be null.
 */
export type Column = DataType | readonly [DataType, ColumnBuilderCallback?];

/** A column that may be null. */
export const nullable = (type: DataType): Column => [type];

/** The table's primary key, one column. */
export const key = (type: DataType): Column => [type, (c) => c.primaryKey()];

const notNull: ColumnBuilderCallback = (c) => c.notNull();

const isBuilt = (column: Column): column is readonly [DataType, ColumnBuilderCallback?] =>
  Array.isArray(column);

/**
 * CREATE TABLE `name` with `columns` in their order, to be given its constraints and executed.
 * Migrations are history: what this writes for given columns must never change.
 */
export function createTable<C extends string>(
  db: Kysely<unknown>,
  name: string,
  columns: { readonly [K in C]: Column },
): CreateTableBuilder<string, C> {
  let table: CreateTableBuilder<string, string> = db.schema.createTable(name);
  for (const [column, spec] of Object.entries<Column>(columns)) {
    table = isBuilt(spec)
      ? table.addColumn(column, spec[0], spec[1])
      : table.addColumn(column, spec, notNull);
  }
  return table as CreateTableBuilder<string, C>;
}

/** ALTER TABLE `table` ADD COLUMN `name`, to be executed. */
export function addColumn(db: Kysely<unknown>, table: string, name: string, column: Column) {
  const alter = db.schema.alterTable(table);
  return isBuilt(column)
    ? alter.addColumn(name, column[0], column[1])
    : alter.addColumn(name, column, notNull);
}

/** CREATE INDEX `name` ON `table` (`columns`), to be executed. */
export const createIndex = (db: Kysely<unknown>, name: string, table: string, columns: string[]) =>
  db.schema.createIndex(name).on(table).columns(columns);
