import type { Address } from '@netlens/core';

/** Whether an address names anything at all (spec §5: only suggestions with an address count). */
export function hasAddress(address: Address | undefined): boolean {
  return Boolean(address && (address.city.trim() || address.region.trim() || address.country.trim()));
}
