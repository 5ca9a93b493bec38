import { z } from '../zod.js';
import { DomainLensApi, endpointGroup, entry, SignedInErrors } from '../endpoint.js';
import { continuationPageOf, textAnswer } from '../fragments.js';
import { BatchAnswerSchema, FqdnRolesSchema, FqdnSchema, FqdnTestResultSchema } from './model.js';
import {
  BatchAssignBodySchema,
  BatchIdsBodySchema,
  BatchRejectBodySchema,
  BatchUpdateBodySchema,
  CreateFqdnBodySchema,
  FqdnFiltersSchema,
  FqdnListQuerySchema,
  OneFqdnIdSchema,
  UpdateCommonAttributesBodySchema,
} from './rules.js';

const FqdnSavedSchema = textAnswer({ fqdn: FqdnSchema });

const fqdns = endpointGroup({
  base: `${DomainLensApi}/Fqdn`,
  tags: ['fqdns'],
  errors: [...SignedInErrors, 409],
});

export const ListFqdns = entry(fqdns, 'GET', 'ListFqdns', {
  path: '/List',
  summary:
    'FQDNs by filters and free text, 100 a page in name order; the next page by the x-ms-continuation header (answered and accepted back)',
  query: FqdnListQuerySchema,
  response: continuationPageOf(FqdnSchema),
});

export const ListFqdnsByIds = entry(fqdns, 'POST', 'ListFqdnsByIds', {
  path: '/ListByIds',
  summary: 'FQDNs by id (unknown ids are left out)',
  body: z.object({ fqdnIds: z.array(z.string().uuid()).max(1000) }),
  response: z.array(FqdnSchema),
});

export const CountFqdns = entry(fqdns, 'GET', 'CountFqdns', {
  path: '/Count',
  summary: 'How many FQDNs the filters select',
  query: FqdnFiltersSchema,
  response: z.object({ count: z.number().int() }),
});

export const FqdnRoles = entry(fqdns, 'GET', 'FqdnRoles', {
  path: '/Roles',
  summary:
    "The caller's e-mail, champion roles and championed workloads: what the assignment and OCDI workflows read of the caller",
  response: FqdnRolesSchema,
});

export const CreateFqdn = entry(fqdns, 'POST', 'CreateFqdn', {
  path: '',
  summary: "Add an FQDN to a workload (the workload's champion or a connectivity champion)",
  body: CreateFqdnBodySchema,
  response: FqdnSavedSchema,
});

export const UpdateFqdnCommonAttributes = entry(fqdns, 'PUT', 'UpdateFqdnCommonAttributes', {
  path: '/UpdateCommonAttributes',
  summary: "Change an FQDN's customer-facing status, deprecation or service tree",
  body: UpdateCommonAttributesBodySchema,
  response: FqdnSavedSchema,
});

export const FqdnTestResults = entry(fqdns, 'GET', 'FqdnTestResults', {
  path: '/TestResults',
  summary: "The scanner's stored per-test results of one FQDN (empty before any scan)",
  query: z.object({ fqdnId: OneFqdnIdSchema }),
  response: z.array(FqdnTestResultSchema),
});

export const RunFqdnTests = entry(fqdns, 'POST', 'RunFqdnTests', {
  path: '/RunTests',
  summary:
    "Scan one FQDN now (its workload's champion or a connectivity champion); answers and stores its per-test results",
  body: z.object({ fqdnId: OneFqdnIdSchema }),
  response: z.array(FqdnTestResultSchema),
});

/** A batch action: FQDNs by id (or the list's filters), each checked; answers those it left alone and why. */
/* @__NO_SIDE_EFFECTS__ */
const batch = <const N extends string, const P extends string, B extends z.ZodType>(
  name: N,
  path: P,
  summary: string,
  body: B,
) => entry(fqdns, 'POST', name, { path: `/${path}`, summary, body, response: BatchAnswerSchema });

export const BatchCreateWorkloadAssignRequest = batch(
  'BatchCreateWorkloadAssignRequest',
  'BatchCreateWorkloadAssignRequst',
  'Request moving FQDNs to another workload (a connectivity champion moves them directly)',
  BatchAssignBodySchema,
);

export const BatchAckWorkloadAssignRequest = batch(
  'BatchAckWorkloadAssignRequest',
  'BatchAckWorkloadAssignRequst',
  "Accept pending moves (a receiving workload's champion other than the requester)",
  BatchIdsBodySchema,
);

export const BatchRejectWorkloadAssignRequest = batch(
  'BatchRejectWorkloadAssignRequest',
  'BatchRejectWorkloadAssignRequst',
  "Reject pending moves with a reason (a receiving workload's champion other than the requester)",
  BatchRejectBodySchema,
);

export const BatchCancelWorkloadAssignRequest = batch(
  'BatchCancelWorkloadAssignRequest',
  'BatchCancelWorkloadAssignRequst',
  'Cancel pending moves (the requester or a connectivity champion)',
  BatchIdsBodySchema,
);

export const BatchUpdateFqdns = entry(fqdns, 'POST', 'BatchUpdateFqdns', {
  path: '/BatchUpdateFQDN',
  summary:
    "Change the customer-facing status, deprecation or service tree of the given FQDNs, or (isUpdateAll) of every FQDN the query's filters select",
  query: FqdnFiltersSchema,
  body: BatchUpdateBodySchema,
  response: BatchAnswerSchema,
});
