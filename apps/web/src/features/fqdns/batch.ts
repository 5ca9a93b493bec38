import { endpoints, type BatchUpdateType } from '@netlens/core';
import { api } from '../../lib/api';
import type { FqdnQuery } from './fqdnQuery';

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
