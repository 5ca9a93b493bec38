import { listParam, type ValidationTestResult } from '@netlens/core';
import { contains, parseSubnet } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { organisationRanges, result, subnetsOf } from '../helpers.js';

/**
 * Microsoft ownership: every subnet of the set is valid and lies in the organisation's imported
 * ranges, of any registry (Blocking; Warning when no range was imported).
 */
export function microsoftOwnership({ input, sets }: ValidationContext): ValidationTestResult {
  const invalid = sets.proposedCidrs.filter((c) => parseSubnet(c) === null);
  const subnets = subnetsOf(sets.proposedCidrs);
  if (invalid.length > 0)
    return result('MicrosoftOwnership', 'Blocking', 'invalid', { invalid: listParam(invalid) }, { invalid });
  if (subnets.length === 0) return result('MicrosoftOwnership', 'Pass', 'none');
  const ranges = organisationRanges(input);
  if (ranges.length === 0) return result('MicrosoftOwnership', 'Warning', 'noRanges');
  const foreign = subnets.filter((s) => !ranges.some((r) => contains(r.subnet, s))).map((s) => s.text);
  if (foreign.length === 0) return result('MicrosoftOwnership', 'Pass', 'pass');
  return result('MicrosoftOwnership', 'Blocking', 'foreign', { foreign: listParam(foreign) }, { foreign });
}
