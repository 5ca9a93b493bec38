import { ApiError } from '../../lib/api';

/** Whether a failed call is worth another try: no answer, rate limited or a server-side failure. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * Runs `call` up to `tries` times while it fails transiently, waiting `delayMs × attempt`
 * between tries; the last error is thrown.
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  tries: number,
  delayMs = 300,
  shouldRetry: (error: unknown) => boolean = isTransient,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= tries || !shouldRetry(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
    }
  }
}
