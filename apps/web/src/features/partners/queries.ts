import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@netlens/core';
import { invalidateEndpoints } from '../../lib/queryKey';
import { sessionKey } from '../identity';

/** Reloads the portal's data; after a registration also the session (its partnerRegistered). */
export function useRefresh() {
  const client = useQueryClient();
  return async (session = false) => {
    await invalidateEndpoints(
      client,
      endpoints.PartnerProfile,
      endpoints.PartnerInputSolutionList,
      endpoints.OfficialSolutionList,
    );
    if (session) await client.invalidateQueries({ queryKey: sessionKey });
  };
}
