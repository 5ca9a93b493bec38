import type { QueryClient } from '@tanstack/react-query';

/** An endpoint-table entry, or its name (what the start page's code holds of the lazily loaded ones). */
export type EntryRef = { readonly name: string } | string;

const nameOf = (entry: EntryRef) => (typeof entry === 'string' ? entry : entry.name);

/**
 * The TanStack Query key of an entry's answers: the entry's name, then what tells them apart (the
 * call's input). Every cached answer of an entry starts with its name, so a change invalidates by
 * entry, and part of an input matches every answer whose input holds it.
 */
export function endpointKey(entry: EntryRef, ...rest: unknown[]): unknown[] {
  return [nameOf(entry), ...rest];
}

/** After a change: the cached answers of these entries are stale, those shown are read again. */
export function invalidateEndpoints(client: QueryClient, ...entries: EntryRef[]): Promise<void> {
  const names = new Set(entries.map(nameOf));
  return client.invalidateQueries({ predicate: (query) => names.has(query.queryKey[0] as string) });
}
