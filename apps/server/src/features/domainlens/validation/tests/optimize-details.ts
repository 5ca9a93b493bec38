import type { ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { listOf, result } from '../helpers.js';

/** Full details for Optimize: an Optimize set states its ports, IP subnets and ExpressRoute (Blocking). */
export function optimizeDetails({ input, sets }: ValidationContext): ValidationTestResult {
  const set = input.proposed;
  if (set.governanceCategory !== 'Optimize')
    return result('OptimizeDetails', 'Pass', `The set is ${set.governanceCategory}, not Optimize.`);
  const missing = [
    set.tcpPorts.trim() === '' && set.udpPorts.trim() === '' ? 'TCP or UDP ports' : '',
    sets.proposedCidrs.length === 0 ? 'IP subnets' : '',
    set.isExpressRoute === null ? 'whether it is ExpressRoute' : '',
  ].filter(Boolean);
  if (missing.length === 0)
    return result(
      'OptimizeDetails',
      'Pass',
      'The Optimize set states its ports, IP subnets and ExpressRoute.',
    );
  return result(
    'OptimizeDetails',
    'Blocking',
    `An Optimize set must state its ports, IP subnets and ExpressRoute; missing: ${listOf(missing)}.`,
    { missing },
  );
}
