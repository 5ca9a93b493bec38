import { z } from '../zod.js';
import { InstanceSchema } from './model.js';
import { textAnswer } from '../fragments.js';

/**
 * The public endpoint list as the public IP-and-URL web service publishes it: endpoint sets,
 * change records and versions `YYYYMMDDNN`. Blank fields are omitted.
 */
export const PublishedEndpointSetSchema = z.object({
  id: z.number().int(),
  serviceArea: z.string(),
  serviceAreaDisplayName: z.string(),
  urls: z.array(z.string()).optional(),
  ips: z.array(z.string()).optional(),
  tcpPorts: z.string().optional(),
  udpPorts: z.string().optional(),
  expressRoute: z.boolean(),
  category: z.enum(['Optimize', 'Allow', 'Default']),
  required: z.boolean(),
  notes: z.string().optional(),
});
export type PublishedEndpointSet = z.infer<typeof PublishedEndpointSetSchema>;

const AttributesSchema = z
  .object({
    expressRoute: z.boolean(),
    serviceArea: z.string(),
    category: z.string(),
    required: z.boolean(),
    tcpPorts: z.string(),
    udpPorts: z.string(),
    notes: z.string(),
  })
  .partial();

export const PublishedChangeSchema = z.object({
  id: z.number().int(),
  endpointSetId: z.number().int(),
  disposition: z.enum(['change', 'add', 'remove']),
  impact: z.string(),
  version: z.string(),
  previous: AttributesSchema.optional(),
  current: AttributesSchema.optional(),
  add: z
    .object({
      effectiveDate: z.string(),
      ips: z.array(z.string()).optional(),
      urls: z.array(z.string()).optional(),
    })
    .optional(),
  remove: z.object({ ips: z.array(z.string()).optional(), urls: z.array(z.string()).optional() }).optional(),
});
export type PublishedChange = z.infer<typeof PublishedChangeSchema>;

export const VersionSchema = z.string().regex(/^\d{10}$/, 'A version has 10 digits (YYYYMMDDNN).');

export const PublishBodySchema = z.object({
  instance: InstanceSchema,
  note: z.string().trim().max(2000).default(''),
});

export const PublishAnswerSchema = textAnswer({
  instance: InstanceSchema,
  version: z.string(),
  changeIds: z.array(z.string()),
});

/** The next version of an instance's list published on `day` (YYYYMMDD) after `latest`. */
export function nextVersion(latest: string | undefined, day: string): string {
  if (latest && latest.startsWith(day))
    return `${day}${String(Number(latest.slice(8)) + 1).padStart(2, '0')}`;
  return `${day}01`;
}
