// zod as every schema of the contract builds it: a field left out, sent as null, empty or blank
// answers a person's words, never the library's ("Invalid input: expected string, received
// undefined"). Each schema module imports `z` from here, so the setting is in place wherever a
// schema of the contract is built (server, web and advanced client alike).
import { z } from 'zod';

/** What a missing required field answers when its form names no message of its own (spec 2 §5). */
export const RequiredFieldMessage = 'This field is required.';

type RawIssue = z.core.$ZodRawIssue;

/** Whether an issue is a required value missing: absent or null, or empty (a blank text once trimmed). */
export function isMissingValue(issue: RawIssue): boolean {
  if (issue.input === undefined || issue.input === null) {
    return ['invalid_type', 'invalid_value', 'invalid_union', 'invalid_format'].includes(issue.code ?? '');
  }
  return (
    issue.code === 'too_small' &&
    (issue.origin === 'string' || issue.origin === 'array') &&
    Number(issue.minimum) === 1
  );
}

// A schema's own message (`{ error }`, `.min(1, message)`) still wins over this one.
z.config({ customError: (issue) => (isMissingValue(issue) ? RequiredFieldMessage : undefined) });

/** A field whose null means "not given": the schema's default (or its own missing message) applies. */
export const nullAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema);

export { z };
