import { useLocation, useNavigate } from 'react-router';

/**
 * The report's state in the address: the tab (hash), the provider chosen (`?provider=`) and the
 * view of the providers tab (`?view=summary|details`), so a link or a reload opens the same view.
 */
export function useReportParams<T extends string>(tabs: readonly T[]) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const hash = location.hash.replace(/^#/, '');
  const tab = (tabs as readonly string[]).includes(hash) ? (hash as T) : tabs[0]!;
  const set = (changes: Record<string, string | null>, nextHash = location.hash) => {
    const next = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : '', hash: nextHash }, { replace: true });
  };
  return {
    tab,
    setTab: (value: T) => set({}, `#${value}`),
    provider: search.get('provider') ?? '',
    setProvider: (id: string) => set({ provider: id }),
    view: search.get('view') === 'details' ? ('details' as const) : ('summary' as const),
    setView: (v: 'summary' | 'details') => set({ view: v === 'summary' ? null : v }),
  };
}

/** What the providers tab reads and sets of the report's state. */
export type ProviderParams = Pick<
  ReturnType<typeof useReportParams>,
  'provider' | 'setProvider' | 'view' | 'setView'
>;
