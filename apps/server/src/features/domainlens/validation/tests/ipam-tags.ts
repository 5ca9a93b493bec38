import { listParam, type MessagePart, type ValidationTestResult } from '@netlens/core';
import { contains } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { organisationRanges, reasonPhrase, result, subnetsOf } from '../helpers.js';

/**
 * IPAM tags: each added subnet's IPAM range carries the set's service area or workload as a tag
 * (Warning: a bookkeeping gap, not a wrong list).
 */
export function ipamTags({ input, sets }: ValidationContext): ValidationTestResult {
  const added = subnetsOf(sets.addedCidrs);
  if (added.length === 0) return result('IpamTags', 'Pass', 'none');
  const ranges = organisationRanges(input, true);
  if (ranges.length === 0) return result('IpamTags', 'Warning', 'noRanges');
  const wanted = [input.proposed.serviceArea, input.proposed.workload].map((t) => t.toLowerCase());
  const untagged: string[] = [];
  const untaggedItems: MessagePart[] = [];
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
      const params = { subnet: s.text, range: covering.subnet.text, tags: covering.tags.join(', ') };
      untaggedItems.push(reasonPhrase('IpamTags', covering.tags.length > 0 ? 'tagged' : 'untagged', params));
    }
  }
  const { serviceArea, workload } = input.proposed;
  if (untagged.length === 0 && noEntry.length === 0)
    return result('IpamTags', 'Pass', 'pass', { serviceArea, workload });
  const params = { serviceArea, workload, untagged: listParam(untaggedItems), noEntry: listParam(noEntry) };
  const name = untagged.length === 0 ? 'noEntry' : noEntry.length === 0 ? 'notTagged' : 'notTaggedAndNoEntry';
  return result('IpamTags', 'Warning', name, params, { untagged, noEntry });
}
