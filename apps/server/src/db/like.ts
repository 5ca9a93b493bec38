import { sql, type RawBuilder } from 'kysely';

/** Lower case, with LIKE's own characters (%, _ and the escape) escaped by a backslash. */
const escaped = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The right-hand side of a LIKE matching lower-case text that contains `text`: a % or _ typed in a
 * search matches itself. The ESCAPE clause is spelled out because SQLite, unlike PostgreSQL, has
 * no default escape character.
 */
export const likeContaining = (text: string): RawBuilder<string> =>
  sql<string>`${`%${escaped(text)}%`} escape '\\'`;

/** The right-hand side of a LIKE matching lower-case text that starts with `text`. */
export const likeStartingWith = (text: string): RawBuilder<string> =>
  sql<string>`${`${escaped(text)}%`} escape '\\'`;
