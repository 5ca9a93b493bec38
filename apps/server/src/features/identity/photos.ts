import { endpointUrl, endpoints } from '@netlens/core';
import type { IdentitySettings } from './settings.js';

/**
 * The address of a person's photo (app path, no cloud prefix) when the directory has people's
 * photos: Microsoft Graph, for the users of its issuer; null for local accounts, which have none.
 */
export function personPhotoUrl(
  identity: Pick<IdentitySettings, 'graphBaseUrl' | 'issuer'>,
  user: { id: string; issuer: string },
): string | null {
  if (!identity.graphBaseUrl || !identity.issuer || user.issuer !== identity.issuer) return null;
  return endpointUrl('', endpoints.ReadPersonPhoto, { params: { id: user.id } });
}
