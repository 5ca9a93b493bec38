import { endpointGroup, entry, NoContentSchema } from '../endpoint.js';
import {
  IpClassificationBodySchema,
  IpClassificationSchema,
  LogCorrectnessQuerySchema,
  LogTypeQuerySchema,
} from './internetType.js';

const ipclassification = endpointGroup({
  base: '/api/IPClassification',
  tags: ['connectivity'],
  errors: [400, 403, 404, 429],
});

export const ClassifyInternetType = entry(ipclassification, 'POST', 'ClassifyInternetType', {
  path: '/v2',
  summary: 'Predict the internet type (Home, Office, Cellular, …) of the caller’s egress network',
  body: IpClassificationBodySchema,
  response: IpClassificationSchema,
});

export const LogInternetType = entry(ipclassification, 'POST', 'LogInternetType', {
  path: '/logType',
  summary: 'Record the internet type the user says they are on',
  query: LogTypeQuerySchema,
  status: 204,
  response: NoContentSchema,
});

export const LogInternetTypeCorrectness = entry(ipclassification, 'POST', 'LogInternetTypeCorrectness', {
  path: '/logCorrectness',
  summary: 'Record whether the predicted internet type was right',
  query: LogCorrectnessQuerySchema,
  status: 204,
  response: NoContentSchema,
});
