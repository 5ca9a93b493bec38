import type {
  AssignmentStatus,
  CustomerFacingStatus,
  DailyTestStatus,
  FqdnScope,
  Instance,
} from '@netlens/core';
import type { Filters } from '../../ui/filters';

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
