import { NoContentSchema, type Endpoint } from '../endpoint.js';
import {
  IpClassificationBodySchema,
  IpClassificationSchema,
  LogCorrectnessQuerySchema,
  LogTypeQuerySchema,
} from './internetType.js';

const tags = ['connectivity'];
const errors = [400, 403, 404, 429] as const;

export const ClassifyInternetType = {
  name: 'ClassifyInternetType',
  method: 'POST',
  path: '/api/IPClassification/v2',
  summary: 'Predict the internet type (Home, Office, Cellular, …) of the caller’s egress network',
  tags,
  body: IpClassificationBodySchema,
  response: IpClassificationSchema,
  errors,
} as const satisfies Endpoint;

export const LogInternetType = {
  name: 'LogInternetType',
  method: 'POST',
  path: '/api/IPClassification/logType',
  summary: 'Record the internet type the user says they are on',
  tags,
  query: LogTypeQuerySchema,
  status: 204,
  response: NoContentSchema,
  errors,
} as const satisfies Endpoint;

export const LogInternetTypeCorrectness = {
  name: 'LogInternetTypeCorrectness',
  method: 'POST',
  path: '/api/IPClassification/logCorrectness',
  summary: 'Record whether the predicted internet type was right',
  tags,
  query: LogCorrectnessQuerySchema,
  status: 204,
  response: NoContentSchema,
  errors,
} as const satisfies Endpoint;
