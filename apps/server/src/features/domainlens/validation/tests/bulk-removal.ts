import { BULK_REMOVAL_THRESHOLD, type ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { result } from '../helpers.js';

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
    return result('BulkRemoval', 'Pass', 'pass', { count: n, workload, limit: BULK_REMOVAL_THRESHOLD });
  }
  return result(
    'BulkRemoval',
    'Blocking',
    'blocking',
    { removed: n, workload, limit: BULK_REMOVAL_THRESHOLD },
    { removed },
  );
}
