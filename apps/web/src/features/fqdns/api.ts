import {
  endpoints,
  type AssignmentStatus,
  type BatchUpdateType,
  type CustomerFacingStatus,
  type DailyTestStatus,
  type FqdnScope,
  type Instance,
  type UpdateCommonAttributesBody,
} from '@netlens/core';
import { api } from '../../lib/api';
import type { Filters } from '../../ui/filters';

/** The FQDN inventory's calls of the web app (packages/core/src/fqdns/endpoints.ts). */

const list = <T extends string>(v: string[]) => (v.length > 0 ? (v as T[]) : undefined);

/** The list's filters as the API takes them (a deprecation filter with both values is none). */
export function fqdnQuery(f: Filters) {
  return {
    instances: list<Instance>(f.instances),
    workloads: list(f.workloads),
    scopes: list<FqdnScope>(f.scopes),
    customerFacing: list<CustomerFacingStatus>(f.customerFacing),
    dailyTestStatuses: list<DailyTestStatus>(f.dailyTestStatuses),
    assignmentStatuses: list<AssignmentStatus>(f.assignmentStatuses),
    deprecated: f.deprecated.length === 1 ? f.deprecated[0] === 'true' : undefined,
    search: f.search || undefined,
  };
}
export type FqdnQuery = ReturnType<typeof fqdnQuery>;

export function fetchFqdnPage(q: FqdnQuery, continuation: string | null, signal?: AbortSignal) {
  return api.call(endpoints.ListFqdns, { query: { ...q, continuation: continuation ?? undefined }, signal });
}

export function countFqdns(q: FqdnQuery, signal?: AbortSignal) {
  return api.call(endpoints.CountFqdns, { query: q, signal });
}

/** The caller's roles, as the assignment and OCDI tables read them. */
export function fetchRoles(signal?: AbortSignal) {
  return api.call(endpoints.FqdnRoles, { signal });
}

export function fetchTestResults(fqdnId: string, signal?: AbortSignal) {
  return api.call(endpoints.FqdnTestResults, { query: { fqdnId }, signal });
}

/** Scans the FQDN now and answers its stored results. */
export function runTests(fqdnId: string) {
  return api.call(endpoints.RunFqdnTests, { body: { fqdnId } });
}

export function updateCommon(body: UpdateCommonAttributesBody) {
  return api.call(endpoints.UpdateFqdnCommonAttributes, { body });
}

/** A batch action of the list: what it sends, by its kind. */
export type BatchRequest =
  | { kind: 'requestMove'; fqdnIds: string[]; workload: string; note: string }
  | { kind: 'accept' | 'cancel'; fqdnIds: string[] }
  | { kind: 'reject'; fqdnIds: string[]; reason: string }
  | {
      kind: 'bulkUpdate';
      fqdnIds: string[];
      updateAll: boolean;
      query: FqdnQuery;
      type: BatchUpdateType;
      property: string;
      note: string;
    };

export function runBatch(r: BatchRequest) {
  switch (r.kind) {
    case 'requestMove':
      return api.call(endpoints.BatchCreateWorkloadAssignRequest, {
        body: { fqdnIds: r.fqdnIds, property: r.workload, note: r.note },
      });
    case 'accept':
      return api.call(endpoints.BatchAckWorkloadAssignRequest, { body: { fqdnIds: r.fqdnIds } });
    case 'cancel':
      return api.call(endpoints.BatchCancelWorkloadAssignRequest, { body: { fqdnIds: r.fqdnIds } });
    case 'reject':
      return api.call(endpoints.BatchRejectWorkloadAssignRequest, {
        body: { fqdnIds: r.fqdnIds, note: r.reason },
      });
    case 'bulkUpdate':
      return api.call(endpoints.BatchUpdateFqdns, {
        query: r.updateAll ? r.query : {},
        body: {
          isUpdateAll: r.updateAll,
          fqdnIds: r.updateAll ? [] : r.fqdnIds,
          type: r.type,
          property: r.property,
          note: r.note,
        },
      });
  }
}
