import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAPS_RETRIES } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { searchPlaces } from './api';
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
    queryKey: ['geoSearch', culture, text],
    queryFn: ({ signal }) => searchPlaces(text ?? '', culture, signal),
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
