import {
  ReviewActionEndpoints,
  type ReviewAction,
  endpoints,
  type ChangeStatus,
  type GovernanceCategory,
  type Instance,
  type UpsertDraftBody,
} from '@netlens/core';
import { api } from '../../lib/api';

/** The Domain Lens calls of the web app (packages/core/src/domainlens/endpoints.ts). */

export function fetchAccess(signal?: AbortSignal) {
  return api.call(endpoints.DomainLensAccess, { signal });
}

export interface SetQuery {
  instances?: string[];
  workloads?: string[];
  categories?: string[];
  search?: string;
}

const list = (v?: string[]) => (v && v.length > 0 ? v : undefined);

export function fetchSets(q: SetQuery, signal?: AbortSignal) {
  return api.call(endpoints.ListEndpointSets, {
    query: {
      instances: list(q.instances) as Instance[] | undefined,
      workloads: list(q.workloads),
      categories: list(q.categories) as GovernanceCategory[] | undefined,
      search: q.search || undefined,
    },
    signal,
  });
}

export function fetchSet(internalId: string, signal?: AbortSignal) {
  return api.call(endpoints.ReadEndpointSet, { query: { internalId }, signal });
}

export interface ChangeQuery {
  instances?: string[];
  workloads?: string[];
  statuses?: string[];
  endpointSetInternalId?: string;
  search?: string;
}

export function fetchChanges(q: ChangeQuery, signal?: AbortSignal) {
  return api.call(endpoints.ListEndpointSetChanges, {
    query: {
      instances: list(q.instances) as Instance[] | undefined,
      workloads: list(q.workloads),
      statuses: list(q.statuses) as ChangeStatus[] | undefined,
      endpointSetInternalId: q.endpointSetInternalId,
      search: q.search || undefined,
    },
    signal,
  });
}

export function fetchWorkloads(signal?: AbortSignal) {
  return api.call(endpoints.ListWorkloads, { query: {}, signal });
}

/** Service-tree entries whose id, name or owner matches the text (the registry orders them by name). */
export function searchServiceTree(query: string, signal?: AbortSignal) {
  return api.call(endpoints.ServiceTreeSearch, { query: { query }, signal });
}

/** Service-tree entries by id (ids the registry does not know are left out). */
export function lookUpServiceTree(ids: string[], signal?: AbortSignal) {
  return api.call(endpoints.ServiceTreeList, { body: { ids }, signal });
}

export function saveDraft(body: UpsertDraftBody) {
  return api.call(endpoints.UpsertDraft, { body });
}

/** One workflow action on one change, by its endpoint-table entry. */
export function actOnChange(action: ReviewAction, body: { id: string; version: number; note: string }) {
  return api.call(ReviewActionEndpoints[action], { body });
}

export function publish(instance: string, note = '') {
  return api.call(endpoints.PublishChanges, { body: { instance, note } as never });
}
