import {
  endpoints,
  type CreateChangeRequestBody,
  type PutSolutionBody,
  type RegisterEmailBody,
} from '@netlens/core';
import { api } from '../../lib/api';

/** The provider portal's calls of the web app (packages/core/src/partners/endpoints.ts). */

export const fetchProfile = (signal?: AbortSignal) => api.call(endpoints.PartnerProfile, { signal });

export const fetchSolutions = (signal?: AbortSignal) =>
  api.call(endpoints.PartnerInputSolutionList, { signal });

export const fetchOfficialSolutions = (signal?: AbortSignal) =>
  api.call(endpoints.OfficialSolutionList, { signal });

export const sendRegistration = (body: RegisterEmailBody) =>
  api.call(endpoints.PartnerRegisterEmail, { body });

export const sendCode = (code: string) => api.call(endpoints.PartnerRegisterCode, { body: { code } });

export const saveSolution = (body: Partial<PutSolutionBody> & Omit<PutSolutionBody, 'isContributed'>) =>
  api.call(endpoints.PartnerInputSolutionPut, { body });

export const deleteSolution = (id: string) =>
  api.call(endpoints.PartnerInputSolutionDelete, { query: { id } });

export const requestChange = (
  body: Partial<CreateChangeRequestBody> & Pick<CreateChangeRequestBody, 'action'>,
) => api.call(endpoints.PartnerChangeSolutionRequestCreate, { body });
