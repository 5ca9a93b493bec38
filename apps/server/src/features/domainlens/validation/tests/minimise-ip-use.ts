import { listParam, type ValidationTestResult } from '@netlens/core';
import { isHost } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { result, subnetsOf } from '../helpers.js';

/** Minimise IP use: more single-address subnets (/32, /128) than this in one set is flagged. */
export const HOST_SUBNET_LIMIT = 10;

/** Minimise IP use: many single addresses, or subnets on a Default set, where FQDNs would do (Warning). */
export function minimiseIpUse({ input, sets }: ValidationContext): ValidationTestResult {
  const subnets = subnetsOf(sets.proposedCidrs);
  const hosts = subnets.filter(isHost).map((s) => s.text);
  const defaultSubnets =
    input.proposed.governanceCategory === 'Default' ? subnetsOf(sets.addedCidrs).map((s) => s.text) : [];
  const manyHosts = hosts.length > HOST_SUBNET_LIMIT;
  const onDefault = defaultSubnets.length > 0;
  if (!manyHosts && !onDefault) return result('MinimiseIpUse', 'Pass', 'pass');
  const params = {
    count: hosts.length,
    limit: HOST_SUBNET_LIMIT,
    hosts: listParam(hosts),
    defaultSubnets: listParam(defaultSubnets),
  };
  const name = !onDefault ? 'hosts' : !manyHosts ? 'defaultSubnets' : 'hostsAndDefaultSubnets';
  return result('MinimiseIpUse', 'Warning', name, params, {
    hosts: manyHosts ? hosts : [],
    defaultSubnets,
  });
}
