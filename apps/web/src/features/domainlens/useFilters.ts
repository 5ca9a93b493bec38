import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  defaultFilters,
  filtersFromQuery,
  queryOfFilters,
  storedFilters,
  storeFilters,
  type Filters,
} from '../../ui/filters';

/** The page's filters: seeded from the query string, else kept for this path; written back to both. */
export function useFilters(): [Filters, (f: Filters) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setState] = useState<Filters>(() => {
    const kept = storedFilters(location.pathname) ?? defaultFilters();
    return location.search ? filtersFromQuery(location.search, kept) : kept;
  });
  const set = useCallback(
    (f: Filters) => {
      setState(f);
      storeFilters(location.pathname, f);
      const q = queryOfFilters(f);
      void navigate({ search: q ? `?${q}` : '', hash: location.hash }, { replace: true });
    },
    [location.pathname, location.hash, navigate],
  );
  return [filters, set];
}
