import { listParam, type ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { result } from '../helpers.js';
import { parsePorts } from '../ports.js';

/**
 * No dash in port numbers: port ranges the change introduces are flagged for review (Warning;
 * the published list allows them, as in "3478-3481"), ports that are not ports block.
 */
export function portDash({ input }: ValidationContext): ValidationTestResult {
  const fields = [
    ['TCP', input.proposed.tcpPorts, input.published?.tcpPorts ?? ''],
    ['UDP', input.proposed.udpPorts, input.published?.udpPorts ?? ''],
  ] as const;
  const invalid: string[] = [];
  const ranges: string[] = [];
  for (const [protocol, field, before] of fields) {
    const parsed = parsePorts(field);
    const published = new Set(parsePorts(before).ports.map((p) => `${p.from}-${p.to}`));
    invalid.push(...parsed.invalid.map((p) => `${protocol} "${p}"`));
    for (const p of parsed.ports) {
      if (p.from !== p.to && !published.has(`${p.from}-${p.to}`))
        ranges.push(`${protocol} ${p.from}-${p.to}`);
    }
  }
  if (invalid.length > 0) {
    return result('PortDash', 'Blocking', 'invalid', { invalid: listParam(invalid) }, { invalid, ranges });
  }
  if (ranges.length > 0)
    return result('PortDash', 'Warning', 'ranges', { ranges: listParam(ranges) }, { ranges });
  return result('PortDash', 'Pass', 'pass');
}
