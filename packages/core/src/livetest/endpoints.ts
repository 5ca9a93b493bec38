import type { Endpoint } from '../endpoint.js';
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

/** The advanced test client, a JavaScript file: downloaded, not called. */
export const DownloadAdvancedClient = {
  name: 'DownloadAdvancedClient',
  method: 'GET',
  path: '/api/LiveTest/client',
  summary: 'Download the advanced test client (netlens-advanced.mjs)',
  tags,
  response: null,
  errors: [],
} as const satisfies Endpoint;
