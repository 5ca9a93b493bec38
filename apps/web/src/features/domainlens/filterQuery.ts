import type { ChangeStatus, GovernanceCategory, Instance } from '@netlens/core';

/** The lists' filters, and the query the API takes for them (an empty filter or search is none). */

export interface SetQuery {
  instances?: string[];
  workloads?: string[];
  categories?: string[];
  search?: string;
}

export interface ChangeQuery {
  instances?: string[];
  workloads?: string[];
  statuses?: string[];
  endpointSetInternalId?: string;
  search?: string;
}

const list = (v?: string[]) => (v && v.length > 0 ? v : undefined);

/** The endpoint-set list's filters as ListEndpointSets takes them. */
export const setQuery = (q: SetQuery) => ({
  instances: list(q.instances) as Instance[] | undefined,
  workloads: list(q.workloads),
  categories: list(q.categories) as GovernanceCategory[] | undefined,
  search: q.search || undefined,
});

/** The change list's filters as ListEndpointSetChanges takes them. */
export const changeQuery = (q: ChangeQuery) => ({
  instances: list(q.instances) as Instance[] | undefined,
  workloads: list(q.workloads),
  statuses: list(q.statuses) as ChangeStatus[] | undefined,
  endpointSetInternalId: q.endpointSetInternalId,
  search: q.search || undefined,
});
