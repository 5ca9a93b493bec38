import { z } from '../zod.js';
import { InstanceSchema } from '../domainlens/model.js';
import { EndpointCategorySchema } from './results.js';

/** One set of the endpoint list the advanced client tests (the published list's shape). */
export const EndpointSetSchema = z
  .object({
    id: z.number().int().min(0),
    serviceArea: z.enum(['Exchange', 'SharePoint', 'Skype', 'Common']),
    urls: z.array(z.string().min(1).max(255)).max(200),
    tcpPorts: z
      .string()
      .regex(/^\d+(-\d+)?(,\d+(-\d+)?)*$/, 'ports such as "80,443"')
      .optional(),
    udpPorts: z
      .string()
      .regex(/^\d+(-\d+)?(,\d+(-\d+)?)*$/, 'ports such as "3478-3481"')
      .optional(),
    category: EndpointCategorySchema,
    required: z.boolean(),
  })
  .meta({ id: 'EndpointSet' });
export type EndpointSet = z.infer<typeof EndpointSetSchema>;

/** What the advanced client needs from the server before it runs: targets of every test. */
export const AdvancedPlanSchema = z
  .object({
    endpoints: z.array(EndpointSetSchema),
    /**
     * The instance of this server's published endpoint list (`/endpoints-service/endpoints/{instance}`)
     * the connectivity test adds to `endpoints`; absent from servers that publish none.
     */
    endpointListInstance: InstanceSchema.optional(),
    /** Base URL of this server (with its path prefix, ending in '/'). */
    server: z.url(),
    /** Host and UDP port of the media relay; null when none is configured. */
    mediaRelay: z.object({ host: z.string(), port: z.number().int().min(1).max(65535) }).nullable(),
    /** Zone of the authoritative DNS responder; null when none is configured. */
    dnsZone: z.string().nullable(),
    /** The server's own location, for distances. */
    serverLocation: z.object({ latitude: z.number(), longitude: z.number() }),
  })
  .meta({ id: 'AdvancedPlan' });
export type AdvancedPlan = z.infer<typeof AdvancedPlanSchema>;

/** The resolver the DNS responder saw asking for a name, and where it is. */
export const ResolverSightingSchema = z
  .object({
    name: z.string(),
    resolverIp: z.string(),
    seenAt: z.iso.datetime(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'ResolverSighting' });
export type ResolverSighting = z.infer<typeof ResolverSightingSchema>;

export const ResolverNameParamsSchema = z.object({
  name: z
    .string()
    .max(253)
    .regex(/^[a-z0-9-]{8,63}(\.[a-z0-9-]{1,63})+$/i, 'a host name under the responder zone'),
});

/** Where an address is and which network it belongs to (for proxies and traceroute hops). */
export const AddressInfoSchema = z
  .object({
    ip: z.string(),
    public: z.boolean(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    asn: z.number().int().nullable(),
    asName: z.string().nullable(),
  })
  .meta({ id: 'AddressInfo' });
export type AddressInfo = z.infer<typeof AddressInfoSchema>;

export const AddressParamsSchema = z.object({
  ip: z.union([z.ipv4(), z.ipv6()], { error: 'an IPv4 or IPv6 address' }),
});
