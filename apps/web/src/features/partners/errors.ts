import type { TFunction } from '../../lib/i18n';
import { ApiError } from '../../lib/api';

/** What went wrong, as the server said it in the page's language (else the general message). */
export function problemText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.serverMessage && error.status > 0 && error.status < 500)
    return error.serverMessage;
  if (error instanceof ApiError && error.errorId === 'PARTNER_SEND_EMAIL_FAILED' && error.serverMessage)
    return error.serverMessage;
  return t('partners.errors.general');
}

/** The field a refused call names first, if any. */
export const fieldOf = (error: unknown): string | null =>
  error instanceof ApiError ? (error.details[0]?.path ?? null) : null;

/** The server's message per wrong entry (the solution rules list each one). */
export const entryProblems = (error: unknown): string[] =>
  error instanceof ApiError && error.errorId === 'PARTNER_SOLUTION_INVALID'
    ? error.details.map((d) => d.message)
    : [];
