import { ApiError, type CallArgs, type Endpoint, type JsonEndpoint, type ResponseOf } from '@netlens/core';
import type { ApiClient } from '@netlens/core';
import { queryOptions } from '@tanstack/react-query';
import type { Contract } from './contract';
import { endpointKey } from './queryKey';

/** The names of the contract's entries that answer JSON (the ones `callContract` calls). */
type JsonEntry = { [K in keyof Contract]: Contract[K] extends JsonEndpoint ? K : never }[keyof Contract];

let loading: Promise<{ contract: Contract; api: ApiClient }> | undefined;

/** Loads the contract's chunk (once; again after a failed load). The start page starts it when shown. */
export function loadContract(): Promise<{ contract: Contract; api: ApiClient }> {
  loading ??= import('./contract').then(
    (module) => ({ contract: module.contract, api: module.api }),
    (cause: unknown) => {
      loading = undefined;
      throw new ApiError(
        { method: 'GET', path: 'contract', status: 0, reason: 'the server could not be reached' },
        undefined,
        cause,
      );
    },
  );
  return loading;
}

/**
 * Calls an entry of the lazily loaded contract through the page's API client, so the answer is
 * validated by the entry's response schema like any other call.
 */
export async function callContract<K extends JsonEntry>(
  name: K,
  ...args: CallArgs<Contract[K]>
): Promise<ResponseOf<Contract[K]>> {
  const { contract, api } = await loadContract();
  const call = api.call as (endpoint: JsonEndpoint, ...rest: unknown[]) => Promise<ResponseOf<Contract[K]>>;
  return call(contract[name] as JsonEndpoint, ...args);
}

/** The query of one call of a lazily loaded entry: keyed by its name and input, like `endpointQuery`. */
export function contractQuery<K extends JsonEntry>(name: K, ...args: CallArgs<Contract[K]>) {
  const input = args[0];
  const call = callContract as (name: K, input: object) => Promise<ResponseOf<Contract[K]>>;
  return queryOptions({
    queryKey: endpointKey(name, input ?? {}),
    queryFn: ({ signal }) => call(name, { ...input, signal }),
  });
}

/** The URL of an entry of the lazily loaded contract (for redirects). */
export async function contractUrl<K extends keyof Contract>(
  name: K,
  ...args: CallArgs<Contract[K]>
): Promise<string> {
  const { contract, api } = await loadContract();
  const url = api.url as (endpoint: Endpoint, ...rest: unknown[]) => string;
  return url(contract[name], ...args);
}
