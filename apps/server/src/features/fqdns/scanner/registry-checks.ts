import { isIP } from 'node:net';
import { listParam, phrase, type IpRangeSource } from '@netlens/core';
import { failed, pass, warning, type RangeMatch, type ScannerRegistries, type Verdict } from './types.js';

type Ranges = Awaited<ReturnType<ScannerRegistries['ipRanges']>>;

/** An address and the range holding it, with the range's owner and tags where it has them. */
const describeMatch = (m: RangeMatch) => {
  const params = { address: m.address, cidr: m.cidr, owner: m.owner ?? '', tags: m.tags.join(', ') };
  const name = `match${m.owner ? 'Owner' : ''}${m.tags.length > 0 ? 'Tags' : ''}`;
  return phrase(`fqdns.verdicts.${name}`, params);
};

/**
 * Every one of `addresses` lies in a range of the `source` registry. No address to check, or an
 * empty registry (nothing imported), is a warning: the test could not be made.
 */
export function rangeCheck(
  source: IpRangeSource,
  addresses: readonly string[],
  ranges: Ranges,
  family?: 4 | 6,
) {
  const checked = family ? addresses.filter((a) => isIP(a) === family) : addresses;
  if (checked.length === 0)
    return family ? warning('noFamilyAddress', { family }) : warning('noAddressToCheck');
  if (ranges.imported[source] === 0) return warning(`noneImported.${source}`);
  const matched = checked.map((a) => ranges.matches.find((m) => m.source === source && m.address === a));
  const outside = checked.filter((_, i) => !matched[i]);
  if (outside.length > 0)
    return failed(`outside.${source}`, { count: outside.length, addresses: outside.join(', ') });
  return pass('inRanges', { matches: { ...listParam(matched.map((m) => describeMatch(m!))), more: 0 } });
}

/** Service-tree lifecycle: the FQDN's entry exists and is not retired (deprecated is a warning). */
export async function lifecycleCheck(
  registries: ScannerRegistries,
  id: string | null | undefined,
): Promise<Verdict> {
  if (!id) return failed('noServiceTree');
  const entry = await registries.serviceTreeEntry(id);
  if (!entry) return failed('unknownServiceTree', { id });
  const named = { name: entry.name, id: entry.id };
  if (entry.lifecycle === 'Retired') return failed('retired', named);
  if (entry.lifecycle === 'Deprecated') return warning('deprecated', named);
  return pass('lifecycle', { ...named, lifecycle: entry.lifecycle });
}
