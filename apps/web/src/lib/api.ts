import { ApiError, createApiClient } from '@netlens/core';
import { basePath } from './basePath';
import { currentCsrfToken } from './csrf';
import { log } from './telemetry';

export { ApiError };

/**
 * The product's API for this page: the endpoint table's paths under the cloud's prefix, in the
 * page's language, with the session's cookie and CSRF token. Every failure is logged (E00001)
 * and thrown as an ApiError.
 */
export const api = createApiClient({
  base: basePath,
  credentials: 'same-origin',
  language: () => (typeof document === 'undefined' ? '' : document.documentElement.lang),
  csrfToken: currentCsrfToken,
  onError: (error) =>
    log('E00001', error.message, {
      method: error.method,
      path: error.path,
      status: error.status,
      errorId: error.errorId,
      requestId: error.requestId,
      ...(error.details.length > 0 && !error.errorId
        ? { endpoint: error.endpoint, field: error.details[0]?.path }
        : {}),
    }),
});
