import {
  BlockChange,
  BypassTestFailures,
  ChangeCouncilApprove,
  RevertDraft,
  RevertSubmit,
  SubmitChange,
  UnblockChange,
  WorkloadChampApprove,
} from './endpoints.js';
import type { ChangeAction } from './workflow.js';

/** The workflow's actions on one change by its id (a draft's save and publishing have calls of their own). */
export type ReviewAction = Exclude<ChangeAction, 'UpsertDraft' | 'Publish'>;

/** The call of each such action, read by the server's routes and the web's buttons. */
export const ReviewActionEndpoints = {
  RevertDraft,
  Submit: SubmitChange,
  RevertSubmit,
  WorkloadChampApprove,
  ChangeCouncilApprove,
  Block: BlockChange,
  Unblock: UnblockChange,
  BypassTestFailures,
} as const satisfies Record<ReviewAction, unknown>;
