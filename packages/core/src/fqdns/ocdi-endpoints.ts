import { z } from '../zod.js';
import type { Endpoint } from '../endpoint.js';
import {
  OcdiAssociationSchema,
  OcdiInputSchema,
  OcdiListQuerySchema,
  ReviewOcdiBodySchema,
  UpdateOcdiBodySchema,
} from './ocdi.js';

const tags = ['fqdns'];
const errors = [400, 401, 403, 404, 409, 500] as const;
const base = '/api/ipurl/api/v1/OcdiAssociation';

/** A saved association and the success text. */
const OcdiSavedSchema = z.object({
  message: z.string(),
  messageKey: z.string(),
  association: OcdiAssociationSchema,
});

export const CreateOcdiAssociation = {
  name: 'CreateOcdiAssociation',
  method: 'POST',
  path: `${base}/Create`,
  summary:
    "Associate legacy FQDNs with OCDI names (the FQDNs' workload champion, a service champion or a connectivity champion): saved as not started, or submitted for approval",
  tags,
  body: OcdiInputSchema,
  response: OcdiSavedSchema,
  errors,
} as const satisfies Endpoint;

export const UpdateOcdiAssociation = {
  name: 'UpdateOcdiAssociation',
  method: 'PUT',
  path: `${base}/Update`,
  summary:
    'Edit a not-started association, or a rejected one to send it for approval again (its authors or a connectivity champion)',
  tags,
  body: UpdateOcdiBodySchema,
  response: OcdiSavedSchema,
  errors,
} as const satisfies Endpoint;

export const ReviewOcdiAssociation = {
  name: 'ReviewOcdiAssociation',
  method: 'POST',
  path: `${base}/Review`,
  summary:
    'Approve or reject (with a note) an association pending approval (a connectivity champion who is not one of its authors; wildcard names confirmed)',
  tags,
  body: ReviewOcdiBodySchema,
  response: OcdiSavedSchema,
  errors,
} as const satisfies Endpoint;

export const ListOcdiAssociations = {
  name: 'ListOcdiAssociations',
  method: 'GET',
  path: `${base}/List`,
  summary: 'Associations, the newest 500 by last change, optionally of some states',
  tags,
  query: OcdiListQuerySchema,
  response: z.array(OcdiAssociationSchema),
  errors,
} as const satisfies Endpoint;

export const GetOcdiAssociation = {
  name: 'GetOcdiAssociation',
  method: 'GET',
  path: base,
  summary: 'One association by id',
  tags,
  query: z.object({ id: z.string().uuid() }),
  response: OcdiAssociationSchema,
  errors,
} as const satisfies Endpoint;
