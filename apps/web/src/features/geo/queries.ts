import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAPS_RETRIES, endpoints } from '@netlens/core';
import { useTranslation, currentLanguage } from '../../lib/i18n';
import { endpointQuery } from '../../lib/endpointQuery';
import { searchText, usablePlaces } from './places';
import { isTransient } from './retry';
import { useDebouncedValue } from '../../ui/useDebouncedValue';

const DebounceMs = 250;

/**
 * City suggestions for the typed text, debounced. Failures are only logged (by the API client,
 * spec §8); the list is then empty.
 */
export function useCitySuggestions(typed: string) {
  const text = searchText(useDebouncedValue(typed, DebounceMs));
  useTranslation(); // re-run when the language changes
  const culture = currentLanguage();
  const query = useQuery({
    // Up to 8 places whose name starts like the typed text, named in the culture.
    ...endpointQuery(endpoints.SearchPlaces, { query: { q: text ?? '', culture } }),
    enabled: text !== null,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    retry: (failures, error) => failures < MAPS_RETRIES - 1 && isTransient(error),
    select: (answer) => usablePlaces(answer.places),
  });
  const settled = text !== null && searchText(typed) === text;
  return {
    places: text === null ? [] : (query.data ?? []),
    searching: text !== null && (query.isFetching || !settled),
    searched: settled && query.isSuccess && !query.isPlaceholderData,
  };
}
