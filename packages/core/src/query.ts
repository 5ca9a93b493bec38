import { z } from './zod.js';

// Query-string values the endpoints of several features read: lists and booleans arrive as text.

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
