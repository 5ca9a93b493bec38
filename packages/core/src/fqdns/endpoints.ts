import { z } from '../zod.js';
import type { Endpoint } from '../endpoint.js';
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

const tags = ['fqdns'];
const errors = [400, 401, 403, 404, 409] as const;
const base = '/api/ipurl/api/v1/Fqdn';

const FqdnSavedSchema = z.object({ message: z.string(), messageKey: z.string(), fqdn: FqdnSchema });

export const ListFqdns = {
  name: 'ListFqdns',
  method: 'GET',
  path: `${base}/List`,
  summary:
    'FQDNs by filters and free text, 100 a page in name order; the next page by the x-ms-continuation header (answered and accepted back)',
  tags,
  query: FqdnListQuerySchema,
  response: z.object({ items: z.array(FqdnSchema), continuation: z.string().nullable() }),
  errors,
} as const satisfies Endpoint;

export const ListFqdnsByIds = {
  name: 'ListFqdnsByIds',
  method: 'POST',
  path: `${base}/ListByIds`,
  summary: 'FQDNs by id (unknown ids are left out)',
  tags,
  body: z.object({ fqdnIds: z.array(z.string().uuid()).max(1000) }),
  response: z.array(FqdnSchema),
  errors,
} as const satisfies Endpoint;

export const CountFqdns = {
  name: 'CountFqdns',
  method: 'GET',
  path: `${base}/Count`,
  summary: 'How many FQDNs the filters select',
  tags,
  query: FqdnFiltersSchema,
  response: z.object({ count: z.number().int() }),
  errors,
} as const satisfies Endpoint;

export const FqdnRoles = {
  name: 'FqdnRoles',
  method: 'GET',
  path: `${base}/Roles`,
  summary:
    "The caller's e-mail, champion roles and championed workloads: what the assignment and OCDI workflows read of the caller",
  tags,
  response: FqdnRolesSchema,
  errors,
} as const satisfies Endpoint;

export const CreateFqdn = {
  name: 'CreateFqdn',
  method: 'POST',
  path: base,
  summary: "Add an FQDN to a workload (the workload's champion or a connectivity champion)",
  tags,
  body: CreateFqdnBodySchema,
  response: FqdnSavedSchema,
  errors,
} as const satisfies Endpoint;

export const UpdateFqdnCommonAttributes = {
  name: 'UpdateFqdnCommonAttributes',
  method: 'PUT',
  path: `${base}/UpdateCommonAttributes`,
  summary: "Change an FQDN's customer-facing status, deprecation or service tree",
  tags,
  body: UpdateCommonAttributesBodySchema,
  response: FqdnSavedSchema,
  errors,
} as const satisfies Endpoint;

export const FqdnTestResults = {
  name: 'FqdnTestResults',
  method: 'GET',
  path: `${base}/TestResults`,
  summary: "The scanner's stored per-test results of one FQDN (empty before any scan)",
  tags,
  query: z.object({ fqdnId: OneFqdnIdSchema }),
  response: z.array(FqdnTestResultSchema),
  errors,
} as const satisfies Endpoint;

export const RunFqdnTests = {
  name: 'RunFqdnTests',
  method: 'POST',
  path: `${base}/RunTests`,
  summary:
    "Scan one FQDN now (its workload's champion or a connectivity champion); answers and stores its per-test results",
  tags,
  body: z.object({ fqdnId: OneFqdnIdSchema }),
  response: z.array(FqdnTestResultSchema),
  errors,
} as const satisfies Endpoint;

const batch = <B extends z.ZodType>(name: string, path: string, summary: string, body: B) =>
  ({
    name,
    method: 'POST',
    path: `${base}/${path}` as `/${string}`,
    summary,
    tags,
    body,
    response: BatchAnswerSchema,
    errors,
  }) as const;

export const BatchCreateWorkloadAssignRequest = batch(
  'BatchCreateWorkloadAssignRequest',
  'BatchCreateWorkloadAssignRequst',
  'Request moving FQDNs to another workload (a connectivity champion moves them directly)',
  BatchAssignBodySchema,
) satisfies Endpoint;

export const BatchAckWorkloadAssignRequest = batch(
  'BatchAckWorkloadAssignRequest',
  'BatchAckWorkloadAssignRequst',
  "Accept pending moves (a receiving workload's champion other than the requester)",
  BatchIdsBodySchema,
) satisfies Endpoint;

export const BatchRejectWorkloadAssignRequest = batch(
  'BatchRejectWorkloadAssignRequest',
  'BatchRejectWorkloadAssignRequst',
  "Reject pending moves with a reason (a receiving workload's champion other than the requester)",
  BatchRejectBodySchema,
) satisfies Endpoint;

export const BatchCancelWorkloadAssignRequest = batch(
  'BatchCancelWorkloadAssignRequest',
  'BatchCancelWorkloadAssignRequst',
  'Cancel pending moves (the requester or a connectivity champion)',
  BatchIdsBodySchema,
) satisfies Endpoint;

export const BatchUpdateFqdns = {
  ...batch(
    'BatchUpdateFqdns',
    'BatchUpdateFQDN',
    "Change the customer-facing status, deprecation or service tree of the given FQDNs, or (isUpdateAll) of every FQDN the query's filters select",
    BatchUpdateBodySchema,
  ),
  query: FqdnFiltersSchema,
} as const satisfies Endpoint;
