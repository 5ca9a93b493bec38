import { z } from '../zod.js';
import { NoContentSchema, type Endpoint } from '../endpoint.js';
import {
  ChangeRequestStatusSchema,
  OfficialSolutionSchema,
  OutboxMailSchema,
  PartnerProfileSchema,
  PartnerSolutionSchema,
  PartnerStatusSchema,
  PartnerSummarySchema,
  PnppAccessSchema,
} from './model.js';
import {
  ChangeRequestSchema,
  CreateChangeRequestBodySchema,
  PutSolutionBodySchema,
  RegisterCodeBodySchema,
  RegisterEmailBodySchema,
  UpdateChangeRequestBodySchema,
} from './rules.js';

const tags = ['partners'];
const errors = [400, 401, 403, 404, 409, 429] as const;
const base = '/api/pnpp/api/v1';

export const PartnerRegisterEmail = {
  name: 'PartnerRegisterEmail',
  method: 'POST',
  path: `${base}/PartnerRegister/email`,
  summary: 'Start a provider registration: checks the company and e-mail, sends a verification code',
  tags,
  body: RegisterEmailBodySchema,
  response: z.string(),
  produces: ['text/plain'],
  errors: [...errors, 502],
} as const satisfies Endpoint;

export const PartnerRegisterCode = {
  name: 'PartnerRegisterCode',
  method: 'POST',
  path: `${base}/PartnerRegister/code`,
  summary:
    'Verify the e-mailed code: the provider is registered (AwaitingEndorsement); answers its Provider ID',
  tags,
  body: RegisterCodeBodySchema,
  response: z.string(),
  produces: ['text/plain'],
  errors,
} as const satisfies Endpoint;

export const PartnerProfile = {
  name: 'PartnerProfile',
  method: 'GET',
  path: `${base}/PartnerProfile`,
  summary: "The caller's provider profile; 204 when the caller has none",
  tags,
  response: PartnerProfileSchema.or(NoContentSchema),
  errors,
} as const satisfies Endpoint;

export const PnppAccess = {
  name: 'PnppAccess',
  method: 'GET',
  path: `${base}/PnppAccess`,
  summary: "The caller's access to the provider portal and registration",
  tags,
  response: PnppAccessSchema,
  errors,
} as const satisfies Endpoint;

export const PartnerList = {
  name: 'PartnerList',
  method: 'GET',
  path: `${base}/Partner/list`,
  summary: 'Every registered provider (staff with leadership access)',
  tags,
  response: z.array(PartnerSummarySchema),
  errors,
} as const satisfies Endpoint;

export const PartnerSetStatus = {
  name: 'PartnerSetStatus',
  method: 'PUT',
  path: `${base}/Partner/:id/status`,
  summary: "Change a provider's status (staff with leadership access)",
  tags,
  params: z.object({ id: z.uuid() }),
  body: z.object({ status: PartnerStatusSchema }),
  response: PartnerSummarySchema,
  errors,
} as const satisfies Endpoint;

export const PartnerSolutionListAll = {
  name: 'PartnerSolutionListAll',
  method: 'GET',
  path: `${base}/Partner/solutions`,
  summary:
    "Every provider's solutions staff may see: the public ones and the contributed private ones (staff with leadership access)",
  tags,
  response: z.array(PartnerSolutionSchema),
  errors,
} as const satisfies Endpoint;

export const PartnerInputSolutionPut = {
  name: 'PartnerInputSolutionPut',
  method: 'PUT',
  path: `${base}/PartnerInputSolution`,
  summary:
    "Create or change one of the provider's private solutions, contribute it or cancel the contribution",
  tags,
  body: PutSolutionBodySchema,
  response: PartnerSolutionSchema,
  errors,
} as const satisfies Endpoint;

export const PartnerInputSolutionDelete = {
  name: 'PartnerInputSolutionDelete',
  method: 'DELETE',
  path: `${base}/PartnerInputSolution`,
  summary: "Delete one of the provider's private solutions",
  tags,
  query: z.object({ id: z.uuid() }),
  status: 204,
  response: NoContentSchema,
  errors,
} as const satisfies Endpoint;

export const PartnerInputSolutionList = {
  name: 'PartnerInputSolutionList',
  method: 'GET',
  path: `${base}/PartnerInputSolution/list`,
  summary: "The provider's own solutions, public and private",
  tags,
  response: z.array(PartnerSolutionSchema),
  errors,
} as const satisfies Endpoint;

export const OfficialSolutionList = {
  name: 'OfficialSolutionList',
  method: 'GET',
  path: `${base}/OfficialSolution/list`,
  summary: "Every provider's public solutions",
  tags,
  response: z.array(OfficialSolutionSchema),
  errors,
} as const satisfies Endpoint;

export const PartnerChangeSolutionRequestList = {
  name: 'PartnerChangeSolutionRequestList',
  method: 'GET',
  path: `${base}/PartnerChangeSolutionRequest/List`,
  summary: "A provider's change requests to public solutions (its own; staff: any provider's or all)",
  tags,
  query: z.object({
    partnerInternalId: z.uuid().optional(),
    statuses: z.preprocess(
      (v) => (typeof v === 'string' && v ? v.split(',').map((s) => s.trim()) : v),
      z.array(ChangeRequestStatusSchema).max(4).optional(),
    ),
  }),
  response: z.array(ChangeRequestSchema),
  errors,
} as const satisfies Endpoint;

export const PartnerChangeSolutionRequestCreate = {
  name: 'PartnerChangeSolutionRequestCreate',
  method: 'PUT',
  path: `${base}/PartnerChangeSolutionRequest/Create`,
  summary: 'Ask for a public solution to be created, changed or deleted (staff review it)',
  tags,
  body: CreateChangeRequestBodySchema,
  response: ChangeRequestSchema,
  errors,
} as const satisfies Endpoint;

export const PartnerChangeSolutionRequestUpdate = {
  name: 'PartnerChangeSolutionRequestUpdate',
  method: 'PUT',
  path: `${base}/PartnerChangeSolutionRequest/Update`,
  summary:
    'Cancel a pending change request (its provider) or approve it or reject it with a note (staff other than its requester)',
  tags,
  body: UpdateChangeRequestBodySchema,
  response: ChangeRequestSchema,
  errors,
} as const satisfies Endpoint;

export const ReadPartnerOutbox = {
  name: 'ReadPartnerOutbox',
  method: 'GET',
  path: '/api/admin/partners/outbox',
  summary: 'Verification mails kept for the operator when no SMTP server is configured (newest first)',
  tags,
  admin: true,
  query: z.object({ to: z.string().trim().max(320).optional() }),
  response: z.array(OutboxMailSchema),
  errors,
} as const satisfies Endpoint;
