import { z } from '../zod.js';
import {
  endpointGroup,
  entry,
  NoContentSchema,
  ProviderPortalApi,
  SignedInErrors,
  TextReply,
} from '../endpoint.js';
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

const errors = [...SignedInErrors, 409, 429] as const;
const partners = endpointGroup({ base: ProviderPortalApi, tags: ['partners'], errors });

export const PartnerRegisterEmail = entry(partners, 'POST', 'PartnerRegisterEmail', {
  path: '/PartnerRegister/email',
  summary: 'Start a provider registration: checks the company and e-mail, sends a verification code',
  body: RegisterEmailBodySchema,
  ...TextReply,
  errors: [...errors, 502],
});

export const PartnerRegisterCode = entry(partners, 'POST', 'PartnerRegisterCode', {
  path: '/PartnerRegister/code',
  summary:
    'Verify the e-mailed code: the provider is registered (AwaitingEndorsement); answers its Provider ID',
  body: RegisterCodeBodySchema,
  ...TextReply,
});

export const PartnerProfile = entry(partners, 'GET', 'PartnerProfile', {
  path: '/PartnerProfile',
  summary: "The caller's provider profile; 204 when the caller has none",
  response: PartnerProfileSchema.or(NoContentSchema),
});

export const PnppAccess = entry(partners, 'GET', 'PnppAccess', {
  path: '/PnppAccess',
  summary: "The caller's access to the provider portal and registration",
  response: PnppAccessSchema,
});

export const PartnerList = entry(partners, 'GET', 'PartnerList', {
  path: '/Partner/list',
  summary: 'Every registered provider (staff with leadership access)',
  response: z.array(PartnerSummarySchema),
});

export const PartnerSetStatus = entry(partners, 'PUT', 'PartnerSetStatus', {
  path: '/Partner/:id/status',
  summary: "Change a provider's status (staff with leadership access)",
  params: z.object({ id: z.uuid() }),
  body: z.object({ status: PartnerStatusSchema }),
  response: PartnerSummarySchema,
});

export const PartnerSolutionListAll = entry(partners, 'GET', 'PartnerSolutionListAll', {
  path: '/Partner/solutions',
  summary:
    "Every provider's solutions staff may see: the public ones and the contributed private ones (staff with leadership access)",
  response: z.array(PartnerSolutionSchema),
});

export const PartnerInputSolutionPut = entry(partners, 'PUT', 'PartnerInputSolutionPut', {
  path: '/PartnerInputSolution',
  summary:
    "Create or change one of the provider's private solutions, contribute it or cancel the contribution",
  body: PutSolutionBodySchema,
  response: PartnerSolutionSchema,
});

export const PartnerInputSolutionDelete = entry(partners, 'DELETE', 'PartnerInputSolutionDelete', {
  path: '/PartnerInputSolution',
  summary: "Delete one of the provider's private solutions",
  query: z.object({ id: z.uuid() }),
  status: 204,
  response: NoContentSchema,
});

export const PartnerInputSolutionList = entry(partners, 'GET', 'PartnerInputSolutionList', {
  path: '/PartnerInputSolution/list',
  summary: "The provider's own solutions, public and private",
  response: z.array(PartnerSolutionSchema),
});

export const OfficialSolutionList = entry(partners, 'GET', 'OfficialSolutionList', {
  path: '/OfficialSolution/list',
  summary: "Every provider's public solutions",
  response: z.array(OfficialSolutionSchema),
});

export const PartnerChangeSolutionRequestList = entry(partners, 'GET', 'PartnerChangeSolutionRequestList', {
  path: '/PartnerChangeSolutionRequest/List',
  summary: "A provider's change requests to public solutions (its own; staff: any provider's or all)",
  query: z.object({
    partnerInternalId: z.uuid().optional(),
    statuses: z.preprocess(
      (v) => (typeof v === 'string' && v ? v.split(',').map((s) => s.trim()) : v),
      z.array(ChangeRequestStatusSchema).max(4).optional(),
    ),
  }),
  response: z.array(ChangeRequestSchema),
});

export const PartnerChangeSolutionRequestCreate = entry(
  partners,
  'PUT',
  'PartnerChangeSolutionRequestCreate',
  {
    path: '/PartnerChangeSolutionRequest/Create',
    summary: 'Ask for a public solution to be created, changed or deleted (staff review it)',
    body: CreateChangeRequestBodySchema,
    response: ChangeRequestSchema,
  },
);

export const PartnerChangeSolutionRequestUpdate = entry(
  partners,
  'PUT',
  'PartnerChangeSolutionRequestUpdate',
  {
    path: '/PartnerChangeSolutionRequest/Update',
    summary:
      'Cancel a pending change request (its provider) or approve it or reject it with a note (staff other than its requester)',
    body: UpdateChangeRequestBodySchema,
    response: ChangeRequestSchema,
  },
);

export const ReadPartnerOutbox = entry(
  endpointGroup({ tags: ['partners'], admin: true, errors }),
  'GET',
  'ReadPartnerOutbox',
  {
    path: '/api/admin/partners/outbox',
    summary: 'Verification mails kept for the operator when no SMTP server is configured (newest first)',
    query: z.object({ to: z.string().trim().max(320).optional() }),
    response: z.array(OutboxMailSchema),
  },
);
