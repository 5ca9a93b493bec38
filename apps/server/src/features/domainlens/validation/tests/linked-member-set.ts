import { listParam, phrase, type ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { result } from '../helpers.js';

/** Linked member set published or staged (Blocking: the set would point at nothing published). */
export function linkedMemberSet({ input }: ValidationContext): ValidationTestResult {
  const id = input.proposed.memberSetId;
  if (!id) return result('LinkedMemberSet', 'Pass', 'none');
  const status = input.memberSetStatus;
  if (status === 'Published' || status === 'StagedForPublishing') {
    return result('LinkedMemberSet', 'Pass', status === 'Published' ? 'published' : 'staged', { id });
  }
  if (status === null) return result('LinkedMemberSet', 'Blocking', 'notFound', { id });
  // The status as the pages name it (a list of one phrase, so each page shows its own word).
  return result('LinkedMemberSet', 'Blocking', 'otherStatus', {
    id,
    status: listParam([phrase(`domainlens.changeStatus.${status}`)]),
  });
}
