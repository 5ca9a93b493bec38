import type { ValidationTestResult } from '@netlens/core';
import { contains } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { listOf, organisationRanges, result, subnetsOf } from '../helpers.js';

/**
 * IPAM tags: each added subnet's IPAM range carries the set's service area or workload as a tag
 * (Warning: a bookkeeping gap, not a wrong list).
 */
export function ipamTags({ input, sets }: ValidationContext): ValidationTestResult {
  const added = subnetsOf(sets.addedCidrs);
  if (added.length === 0) return result('IpamTags', 'Pass', 'The change adds no IP subnet.');
  const ranges = organisationRanges(input, true);
  if (ranges.length === 0)
    return result(
      'IpamTags',
      'Warning',
      'No IPAM ranges have been imported, so the added subnets\u2019 tags could not be checked.',
    );
  const wanted = [input.proposed.serviceArea, input.proposed.workload].map((t) => t.toLowerCase());
  const untagged: string[] = [];
  const noEntry: string[] = [];
  for (const s of added) {
    const covering = ranges
      .filter((r) => contains(r.subnet, s))
      .sort((a, b) => b.subnet.bits - a.subnet.bits)[0];
    if (!covering) noEntry.push(s.text);
    else if (!covering.tags.some((t) => wanted.includes(t.toLowerCase()))) {
      untagged.push(
        `${s.text} (${covering.subnet.text} tagged ${covering.tags.length > 0 ? covering.tags.join(', ') : 'nothing'})`,
      );
    }
  }
  if (untagged.length === 0 && noEntry.length === 0)
    return result(
      'IpamTags',
      'Pass',
      `Every added subnet's IPAM range is tagged ${input.proposed.serviceArea} or ${input.proposed.workload}.`,
    );
  const parts = [
    untagged.length > 0
      ? `not tagged ${input.proposed.serviceArea} or ${input.proposed.workload}: ${listOf(untagged)}`
      : '',
    noEntry.length > 0 ? `no IPAM entry: ${listOf(noEntry)}` : '',
  ].filter(Boolean);
  return result(
    'IpamTags',
    'Warning',
    `Added subnets need an IPAM entry tagged for the set; ${parts.join('; ')}.`,
    { untagged, noEntry },
  );
}
