import type { Endpoint } from '../endpoint.js';
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

const tags = ['livetest'];
const errors = [400, 404, 409, 429] as const;

/** Starts a live run of the advanced test for a report; the token is shown only in this answer. */
export const CreateLiveRun = {
  name: 'CreateLiveRun',
  method: 'POST',
  path: '/api/LiveTest/CreateRun',
  summary: 'Start a live run of the advanced test for a report; the token is shown only here',
  tags,
  body: CreateLiveRunBodySchema,
  status: 201,
  response: CreatedLiveRunSchema,
  errors,
} as const satisfies Endpoint;

export const ReadLiveRun = {
  name: 'ReadLiveRun',
  method: 'GET',
  path: '/api/LiveTest/Run/:runId',
  summary: 'A live run and its status',
  tags,
  params: LiveRunIdParamsSchema,
  response: LiveRunSchema,
  errors,
} as const satisfies Endpoint;

export const ReadAdvancedPlan = {
  name: 'ReadAdvancedPlan',
  method: 'GET',
  path: '/api/LiveTest/Plan',
  summary: 'Targets of the advanced tests: endpoint list, media relay, DNS zone',
  tags,
  response: AdvancedPlanSchema,
  errors: [400],
} as const satisfies Endpoint;

export const ReadResolverSighting = {
  name: 'ReadResolverSighting',
  method: 'GET',
  path: '/api/LiveTest/Resolver/:name',
  summary: 'The recursive resolver that asked the DNS responder for a name',
  tags,
  params: ResolverNameParamsSchema,
  response: ResolverSightingSchema,
  errors,
} as const satisfies Endpoint;

export const LocateAddress = {
  name: 'LocateAddress',
  method: 'GET',
  path: '/api/LiveTest/Locate/:ip',
  summary: 'Where an address is and its network (proxies, resolvers, traceroute hops)',
  tags,
  params: AddressParamsSchema,
  response: AddressInfoSchema,
  errors,
} as const satisfies Endpoint;

/**
 * The advanced test client: a platform's single-file executable, or without `platform` the bundle
 * run by Node.js. Downloaded, not called; with the file's `sha256` the URL is immutable.
 */
export const DownloadAdvancedClient = {
  name: 'DownloadAdvancedClient',
  method: 'GET',
  path: '/api/LiveTest/client',
  summary: 'Download the advanced test client for a platform (without one, netlens-advanced.mjs)',
  tags,
  query: ClientDownloadQuerySchema,
  response: null,
  errors: [],
} as const satisfies Endpoint;

/** A platform's client file: name, size and SHA-256 (built on the first request for it). */
export const ReadAdvancedClientFile = {
  name: 'ReadAdvancedClientFile',
  method: 'GET',
  path: '/api/LiveTest/client/file',
  summary: "A platform's advanced test client file: name, size and SHA-256",
  tags,
  query: ClientInfoQuerySchema,
  response: ClientFileSchema,
  errors: [400, 503],
} as const satisfies Endpoint;
