import { AppError } from '@netlens/core';
import { GraphError } from '../identity/index.js';

/** A Graph failure becomes the coded directory error (never a 500 with internals). */
export async function graphCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof GraphError) throw new AppError('IDENTITY_PROVIDER_FAILED', { cause: err });
    throw err;
  }
}
