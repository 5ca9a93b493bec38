import type { NotAvailableNeed } from '@netlens/core';

/** Thrown by a test the server cannot offer (or that needs a live run): reported, not failed. */
export class NotAvailable extends Error {
  constructor(readonly needs: NotAvailableNeed) {
    super(`not available: needs ${needs}`);
  }
}
