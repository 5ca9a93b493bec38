import { z } from '../zod.js';

/** An autonomous system number (32-bit). */
export const AsnNumberSchema = z.coerce.number().int().min(1).max(4_294_967_295);

/** Where a link between two ASes was learned. */
export const AsnLinkSourceSchema = z.enum(['caida', 'peeringdb', 'traceroute']);
export type AsnLinkSource = z.infer<typeof AsnLinkSourceSchema>;

/**
 * The relationship of a link: `p2c` (the first AS is the provider of the second), `p2p` (peers),
 * `unknown` (seen in traceroutes only; the path search uses it like a peer link).
 */
export const AsnRelationshipSchema = z.enum(['p2c', 'p2p', 'unknown']);
export type AsnRelationship = z.infer<typeof AsnRelationshipSchema>;

/** A neighbour's role as seen from the AS asked about. */
export const NeighbourRoleSchema = z.enum(['provider', 'customer', 'peer', 'unknown']);
export type NeighbourRole = z.infer<typeof NeighbourRoleSchema>;

export const AsnSummarySchema = z
  .object({
    asn: z.number().int(),
    name: z.string(),
    orgId: z.string().nullable(),
    orgName: z.string().nullable(),
    country: z.string().nullable(),
  })
  .meta({ id: 'AsnSummary' });
export type AsnSummary = z.infer<typeof AsnSummarySchema>;

/** One AS in detail: its names (the routing data's and the imported ones) and announced prefixes. */
export const AsnDetailSchema = AsnSummarySchema.extend({
  names: z.array(z.string()),
  prefixes: z.array(z.string()),
  prefixTotal: z.number().int(),
}).meta({ id: 'AsnDetail' });
export type AsnDetail = z.infer<typeof AsnDetailSchema>;

export const AsnOrgSchema = z
  .object({
    orgId: z.string(),
    name: z.string(),
    country: z.string().nullable(),
    asnCount: z.number().int(),
  })
  .meta({ id: 'AsnOrg' });
export type AsnOrg = z.infer<typeof AsnOrgSchema>;

/** A link between two ASes: for `p2c`, `from` is the provider. */
export const AsnLinkSchema = z
  .object({
    from: z.number().int(),
    to: z.number().int(),
    relationship: AsnRelationshipSchema,
    sources: z.array(AsnLinkSourceSchema),
  })
  .meta({ id: 'AsnLink' });
export type AsnLink = z.infer<typeof AsnLinkSchema>;

/** A neighbour of an AS with its role. */
export const AsnNeighbourSchema = z
  .object({
    asn: z.number().int(),
    name: z.string(),
    role: NeighbourRoleSchema,
    sources: z.array(AsnLinkSourceSchema),
  })
  .meta({ id: 'AsnNeighbour' });
export type AsnNeighbour = z.infer<typeof AsnNeighbourSchema>;

/** A page of a list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    pageNumber: z.number().int(),
    numberOfEntitiesPerPage: z.number().int(),
  });

export const TotalSchema = z.object({ total: z.number().int() });

export const AsnLinkTotalSchema = z.object({
  total: z.number().int(),
  bySource: z.partialRecord(AsnLinkSourceSchema, z.number().int()),
});

/** Reports whose egress is in the AS, and their latency. */
export const AsnTrafficSchema = z
  .object({
    asn: z.number().int(),
    reports: z.number().int(),
    averageLatencyMs: z.number().nullable(),
    minLatencyMs: z.number().nullable(),
    maxLatencyMs: z.number().nullable(),
    lastReportAt: z.string().nullable(),
  })
  .meta({ id: 'AsnTraffic' });
export type AsnTraffic = z.infer<typeof AsnTrafficSchema>;

export const AsnGraphSchema = z
  .object({ nodes: z.array(AsnSummarySchema), links: z.array(AsnLinkSchema), truncated: z.boolean() })
  .meta({ id: 'AsnGraph' });
export type AsnGraph = z.infer<typeof AsnGraphSchema>;

/** How each step of a path goes: up to a provider, across a peer link, down to a customer. */
export const PathStepSchema = z.enum(['up', 'peer', 'down']);
export type PathStep = z.infer<typeof PathStepSchema>;

export const AsnPathSchema = z
  .object({ asns: z.array(z.number().int()), steps: z.array(PathStepSchema) })
  .meta({ id: 'AsnPath' });
export type AsnPath = z.infer<typeof AsnPathSchema>;

export const PathQueryAnswerSchema = z.object({
  paths: z.array(AsnPathSchema),
  nodes: z.array(AsnSummarySchema),
});
export type PathQueryAnswer = z.infer<typeof PathQueryAnswerSchema>;
