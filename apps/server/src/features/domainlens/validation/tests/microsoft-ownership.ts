import type { ValidationTestResult } from '@netlens/core';
import { contains, parseSubnet } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { listOf, organisationRanges, result, subnetsOf } from '../helpers.js';

/**
 * Microsoft ownership: every subnet of the set is valid and lies in the organisation's imported
 * ranges, of any registry (Blocking; Warning when no range was imported).
 */
export function microsoftOwnership({ input, sets }: ValidationContext): ValidationTestResult {
  const invalid = sets.proposedCidrs.filter((c) => parseSubnet(c) === null);
  const subnets = subnetsOf(sets.proposedCidrs);
  if (invalid.length > 0)
    return result('MicrosoftOwnership', 'Blocking', `These are not valid IP subnets: ${listOf(invalid)}.`, {
      invalid,
    });
  if (subnets.length === 0) return result('MicrosoftOwnership', 'Pass', 'The set lists no IP subnet.');
  const ranges = organisationRanges(input);
  if (ranges.length === 0)
    return result(
      'MicrosoftOwnership',
      'Warning',
      'No organisation IP ranges have been imported, so ownership of the subnets could not be checked.',
    );
  const foreign = subnets.filter((s) => !ranges.some((r) => contains(r.subnet, s))).map((s) => s.text);
  if (foreign.length === 0)
    return result(
      'MicrosoftOwnership',
      'Pass',
      `Every subnet of the set lies in the organisation's IP ranges.`,
    );
  return result(
    'MicrosoftOwnership',
    'Blocking',
    `These subnets are not in the organisation's IP ranges: ${listOf(foreign)}.`,
    { foreign },
  );
}
