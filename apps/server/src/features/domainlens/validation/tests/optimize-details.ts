import { listParam, localized, type ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { englishText, reasonPhrase, result } from '../helpers.js';

/** Full details for Optimize: an Optimize set states its ports, IP subnets and ExpressRoute (Blocking). */
export function optimizeDetails({ input, sets }: ValidationContext): ValidationTestResult {
  const set = input.proposed;
  if (set.governanceCategory !== 'Optimize')
    return result('OptimizeDetails', 'Pass', 'notOptimize', { category: set.governanceCategory });
  const missing = [
    set.tcpPorts.trim() === '' && set.udpPorts.trim() === '' ? 'ports' : '',
    sets.proposedCidrs.length === 0 ? 'subnets' : '',
    set.isExpressRoute === null ? 'expressRoute' : '',
  ].filter(Boolean);
  if (missing.length === 0) return result('OptimizeDetails', 'Pass', 'pass');
  const items = missing.map((m) => reasonPhrase('OptimizeDetails', `missing.${m}`));
  return result(
    'OptimizeDetails',
    'Blocking',
    'blocking',
    { missing: listParam(items) },
    { missing: items.map((i) => englishText(localized(i.key))) },
  );
}
