import type { ValidationTestResult } from '@netlens/core';
import { isHost } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { listOf, result, subnetsOf } from '../helpers.js';

/** Minimise IP use: more single-address subnets (/32, /128) than this in one set is flagged. */
export const HOST_SUBNET_LIMIT = 10;

/** Minimise IP use: many single addresses, or subnets on a Default set, where FQDNs would do (Warning). */
export function minimiseIpUse({ input, sets }: ValidationContext): ValidationTestResult {
  const subnets = subnetsOf(sets.proposedCidrs);
  const hosts = subnets.filter(isHost).map((s) => s.text);
  const defaultSubnets =
    input.proposed.governanceCategory === 'Default' ? subnetsOf(sets.addedCidrs).map((s) => s.text) : [];
  const parts = [
    hosts.length > HOST_SUBNET_LIMIT
      ? `the set lists ${hosts.length} single addresses (more than ${HOST_SUBNET_LIMIT}): ${listOf(hosts)}`
      : '',
    defaultSubnets.length > 0
      ? `a Default set needs no IP subnets, yet the change adds ${listOf(defaultSubnets)}`
      : '',
  ].filter(Boolean);
  if (parts.length === 0) return result('MinimiseIpUse', 'Pass', 'The set uses IP subnets sparingly.');
  return result('MinimiseIpUse', 'Warning', `Prefer FQDNs to IP addresses: ${parts.join('; ')}.`, {
    hosts: hosts.length > HOST_SUBNET_LIMIT ? hosts : [],
    defaultSubnets,
  });
}
