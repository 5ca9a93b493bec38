import type { ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { result } from '../helpers.js';

/** Linked member set published or staged (Blocking: the set would point at nothing published). */
export function linkedMemberSet({ input }: ValidationContext): ValidationTestResult {
  const id = input.proposed.memberSetId;
  if (!id) return result('LinkedMemberSet', 'Pass', 'The set is not linked to a member set.');
  const status = input.memberSetStatus;
  if (status === 'Published' || status === 'StagedForPublishing') {
    return result(
      'LinkedMemberSet',
      'Pass',
      `The linked member set ${id} is ${status === 'Published' ? 'published' : 'staged for publishing'}.`,
    );
  }
  return result(
    'LinkedMemberSet',
    'Blocking',
    status === null
      ? `The linked member set ${id} was not found; it must be published or staged for publishing.`
      : `The linked member set ${id} is ${status}; it must be published or staged for publishing.`,
  );
}
