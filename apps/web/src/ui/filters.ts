import { DefaultChangeStatuses } from '@netlens/core';

/** The list filters of the endpoint manager (spec 2 §2, §9): kept per path, seeded from the query string. */
export interface Filters {
  instances: string[];
  workloads: string[];
  categories: string[];
  statuses: string[];
  publishStates: string[];
  /** The FQDN inventory's filters (#Fqdn). */
  scopes: string[];
  customerFacing: string[];
  dailyTestStatuses: string[];
  assignmentStatuses: string[];
  deprecated: string[];
  search: string;
}

export const FilterLists = [
  'instances',
  'workloads',
  'categories',
  'statuses',
  'publishStates',
  'scopes',
  'customerFacing',
  'dailyTestStatuses',
  'assignmentStatuses',
  'deprecated',
] as const;
export type FilterList = (typeof FilterLists)[number];

/** The default change statuses and publish states (spec 2 §9); an empty list means All. */
export const DefaultPublishStates = ['ChangesPending', 'Published'];
export const defaultFilters = (): Filters => ({
  instances: [],
  workloads: [],
  categories: [],
  statuses: [...DefaultChangeStatuses],
  publishStates: [...DefaultPublishStates],
  scopes: [],
  customerFacing: [],
  dailyTestStatuses: [],
  assignmentStatuses: [],
  deprecated: [],
  search: '',
});

const split = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Filters from a query string; what it leaves out comes from `fallback`. */
export function filtersFromQuery(search: string, fallback: Filters = defaultFilters()): Filters {
  const params = new URLSearchParams(search);
  const out: Filters = { ...fallback };
  for (const key of FilterLists) {
    if (params.has(key)) out[key] = params.getAll(key).flatMap(split);
  }
  if (params.has('search')) out.search = params.get('search') ?? '';
  return out;
}

/** The query string of filters (without '?'), leaving out what equals the default. */
export function queryOfFilters(f: Filters): string {
  const params = new URLSearchParams();
  const d = defaultFilters();
  for (const key of FilterLists) {
    if (f[key].join(',') !== d[key].join(',')) params.set(key, f[key].join(','));
  }
  if (f.search) params.set('search', f.search);
  return params.toString();
}

const storageKey = (path: string) => `netlens.domainlens.filters:${path}`;

/** The filters kept for a path in this tab, if any. */
export function storedFilters(path: string): Filters | null {
  try {
    const text = sessionStorage.getItem(storageKey(path));
    return text ? { ...defaultFilters(), ...(JSON.parse(text) as Partial<Filters>) } : null;
  } catch {
    return null;
  }
}

export function storeFilters(path: string, f: Filters): void {
  try {
    sessionStorage.setItem(storageKey(path), JSON.stringify(f));
  } catch {
    // Storage unavailable: the filters live in the URL only.
  }
}

/** One page of rows (page size 100, spec 2 §9). */
export const PageSize = 100;
export function pageOf<T>(rows: readonly T[], page: number): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / PageSize));
  const p = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((p - 1) * PageSize, p * PageSize), page: p, pages };
}
