import { isIP } from 'node:net';
import type { IpRangeSource } from '@netlens/core';
import { failed, pass, warning, type RangeMatch, type ScannerRegistries, type Verdict } from './types.js';

type Ranges = Awaited<ReturnType<ScannerRegistries['ipRanges']>>;

const RegistryName: Record<IpRangeSource, string> = {
  IPAM: 'IPAM range',
  ARIN: 'ARIN allocation',
  BYOIP: 'BYOIP range',
};

const describeMatch = (m: RangeMatch) => {
  const extra = [m.owner, m.tags.length > 0 ? `tags ${m.tags.join(', ')}` : ''].filter(Boolean).join('; ');
  return `${m.address} in ${m.cidr}${extra ? ` (${extra})` : ''}`;
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
  const what = RegistryName[source];
  if (checked.length === 0) {
    return warning(
      family ? `no IPv${family} address to check` : 'no address to check: the name does not resolve',
    );
  }
  if (ranges.imported[source] === 0) return warning(`no ${what}s have been imported`);
  const matched = checked.map((a) => ranges.matches.find((m) => m.source === source && m.address === a));
  const outside = checked.filter((_, i) => !matched[i]);
  if (outside.length > 0)
    return failed(`${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} in no ${what}`);
  return pass(matched.map((m) => describeMatch(m!)).join('; '));
}

/** Service-tree lifecycle: the FQDN's entry exists and is not retired (deprecated is a warning). */
export async function lifecycleCheck(
  registries: ScannerRegistries,
  id: string | null | undefined,
): Promise<Verdict> {
  if (!id) return failed('the FQDN has no service-tree entry assigned');
  const entry = await registries.serviceTreeEntry(id);
  if (!entry) return failed(`service-tree entry ${id} is not in the imported service tree`);
  const named = `service-tree entry ${entry.name} (${entry.id})`;
  if (entry.lifecycle === 'Retired') return failed(`${named} is retired`);
  if (entry.lifecycle === 'Deprecated') return warning(`${named} is deprecated`);
  return pass(`${named} is in ${entry.lifecycle}`);
}
