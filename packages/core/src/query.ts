import { z } from './zod.js';

// Query-string values the endpoints of several features read (lists, booleans and numbers arrive
// as text): lists, booleans, the continuation token, page number and size, free-text search.

/** A list in the query string: comma separated, or the parameter repeated (at most 100 items). */
export const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v])
            .flatMap((s) => String(s).split(','))
            .map((s) => s.trim())
            .filter(Boolean),
    z.array(item).max(100).optional(),
  );

/** A boolean in the query string: `true` or `false`, or absent. */
export const queryBool = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean().optional(),
);

/** The continuation token as a query parameter, for clients that cannot set the header. */
export const ContinuationParamSchema = z.string().max(1000).optional();

/** A page number in the query string: from 1, the first page when left out. */
export const PageNumberParamSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** How many rows a page holds, in the query string: at most `max`, `fallback` when left out. */
export const pageSizeParam = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** Free text a list is searched for, in the query string. */
export const SearchParamSchema = z.string().trim().max(200).optional();
