import { BULK_REMOVAL_THRESHOLD, type ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { plural, result } from '../helpers.js';

/**
 * Bulk removal (Blocking: spec 2 §5, §9): a change removing more than BULK_REMOVAL_THRESHOLD
 * endpoints (FQDNs and IP subnets) from its workload is blocked until the change council
 * bypasses it with a note.
 */
export function bulkRemoval({ input, sets }: ValidationContext): ValidationTestResult {
  const removed = [...sets.removedFqdns, ...sets.removedCidrs];
  const n = removed.length;
  const workload = input.proposed.workload;
  if (n <= BULK_REMOVAL_THRESHOLD) {
    return result(
      'BulkRemoval',
      'Pass',
      `The change removes ${plural(n, 'endpoint')} from ${workload}, not more than ${BULK_REMOVAL_THRESHOLD}.`,
    );
  }
  return result(
    'BulkRemoval',
    'Blocking',
    `The change removes ${n} endpoints from ${workload}, more than ${BULK_REMOVAL_THRESHOLD}: a bulk removal is blocked until the change council bypasses it with a note.`,
    { removed },
  );
}
