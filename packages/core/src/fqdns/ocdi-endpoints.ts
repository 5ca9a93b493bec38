import { z } from '../zod.js';
import { DomainLensApi, endpointGroup, entry, SignedInErrors } from '../endpoint.js';
import { textAnswer } from '../fragments.js';
import {
  OcdiAssociationSchema,
  OcdiInputSchema,
  OcdiListQuerySchema,
  ReviewOcdiBodySchema,
  UpdateOcdiBodySchema,
} from './ocdi.js';

/** A saved association and the success text. */
const OcdiSavedSchema = textAnswer({ association: OcdiAssociationSchema });

const ocdi = endpointGroup({
  base: `${DomainLensApi}/OcdiAssociation`,
  tags: ['fqdns'],
  errors: [...SignedInErrors, 409, 500],
});

export const CreateOcdiAssociation = entry(ocdi, 'POST', 'CreateOcdiAssociation', {
  path: '/Create',
  summary:
    "Associate legacy FQDNs with OCDI names (the FQDNs' workload champion, a service champion or a connectivity champion): saved as not started, or submitted for approval",
  body: OcdiInputSchema,
  response: OcdiSavedSchema,
});

export const UpdateOcdiAssociation = entry(ocdi, 'PUT', 'UpdateOcdiAssociation', {
  path: '/Update',
  summary:
    'Edit a not-started association, or a rejected one to send it for approval again (its authors or a connectivity champion)',
  body: UpdateOcdiBodySchema,
  response: OcdiSavedSchema,
});

export const ReviewOcdiAssociation = entry(ocdi, 'POST', 'ReviewOcdiAssociation', {
  path: '/Review',
  summary:
    'Approve or reject (with a note) an association pending approval (a connectivity champion who is not one of its authors; wildcard names confirmed)',
  body: ReviewOcdiBodySchema,
  response: OcdiSavedSchema,
});

export const ListOcdiAssociations = entry(ocdi, 'GET', 'ListOcdiAssociations', {
  path: '/List',
  summary: 'Associations, the newest 500 by last change, optionally of some states',
  query: OcdiListQuerySchema,
  response: z.array(OcdiAssociationSchema),
});

export const GetOcdiAssociation = entry(ocdi, 'GET', 'GetOcdiAssociation', {
  path: '',
  summary: 'One association by id',
  query: z.object({ id: z.string().uuid() }),
  response: OcdiAssociationSchema,
});
