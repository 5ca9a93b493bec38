import { endpointGroup, entry } from '../endpoint.js';
import { ClientDownloadQuerySchema, ClientFileSchema, ClientInfoQuerySchema } from './client.js';
import {
  CreateLiveRunBodySchema,
  CreatedLiveRunSchema,
  LiveRunIdParamsSchema,
  LiveRunSchema,
} from './hub.js';
import {
  AddressInfoSchema,
  AddressParamsSchema,
  AdvancedPlanSchema,
  ResolverNameParamsSchema,
  ResolverSightingSchema,
} from './service.js';

const livetest = endpointGroup({ base: '/api/LiveTest', tags: ['livetest'], errors: [400, 404, 409, 429] });

/** Starts a live run of the advanced test for a report; the token is shown only in this answer. */
export const CreateLiveRun = entry(livetest, 'POST', 'CreateLiveRun', {
  path: '/CreateRun',
  summary: 'Start a live run of the advanced test for a report; the token is shown only here',
  body: CreateLiveRunBodySchema,
  status: 201,
  response: CreatedLiveRunSchema,
});

export const ReadLiveRun = entry(livetest, 'GET', 'ReadLiveRun', {
  path: '/Run/:runId',
  summary: 'A live run and its status',
  params: LiveRunIdParamsSchema,
  response: LiveRunSchema,
});

export const ReadAdvancedPlan = entry(livetest, 'GET', 'ReadAdvancedPlan', {
  path: '/Plan',
  summary: 'Targets of the advanced tests: endpoint list, media relay, DNS zone',
  response: AdvancedPlanSchema,
  errors: [400],
});

export const ReadResolverSighting = entry(livetest, 'GET', 'ReadResolverSighting', {
  path: '/Resolver/:name',
  summary: 'The recursive resolver that asked the DNS responder for a name',
  params: ResolverNameParamsSchema,
  response: ResolverSightingSchema,
});

export const LocateAddress = entry(livetest, 'GET', 'LocateAddress', {
  path: '/Locate/:ip',
  summary: 'Where an address is and its network (proxies, resolvers, traceroute hops)',
  params: AddressParamsSchema,
  response: AddressInfoSchema,
});

/**
 * The advanced test client: a platform's single-file executable, or without `platform` the bundle
 * run by Node.js. Downloaded, not called; with the file's `sha256` the URL is immutable.
 */
export const DownloadAdvancedClient = entry(livetest, 'GET', 'DownloadAdvancedClient', {
  path: '/client',
  summary: 'Download the advanced test client for a platform (without one, netlens-advanced.mjs)',
  query: ClientDownloadQuerySchema,
  response: null,
  errors: [],
});

/** A platform's client file: name, size and SHA-256 (built on the first request for it). */
export const ReadAdvancedClientFile = entry(livetest, 'GET', 'ReadAdvancedClientFile', {
  path: '/client/file',
  summary: "A platform's advanced test client file: name, size and SHA-256",
  query: ClientInfoQuerySchema,
  response: ClientFileSchema,
  errors: [400, 503],
});
