import type { TFunction } from './i18n';
import { ApiError } from '@netlens/core';

/**
 * The localized text for a backend error, from the server's messageKey (errors.*), or null when
 * the key is unknown or needs parameters the client does not have.
 */
export function localizedApiError(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError) || !error.messageKey?.startsWith('errors.')) return null;
  const text = t(error.messageKey, { defaultValue: '' });
  return text && !text.includes('{{') ? text : null;
}
