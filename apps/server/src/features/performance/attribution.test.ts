import { describe, expect, it } from 'vitest';
import type { DirectorySolution, EvidenceValue } from '../partners/index.js';
import type { AggregationReportRow } from '../reports/index.js';
import { buildAttributor } from './attribution.js';

const solution = (id: string, partnerId: string, visibility: 'Public' | 'Private' = 'Private') =>
  ({
    id,
    partnerId,
    partnerName: partnerId,
    name: id,
    type: 'isp',
    visibility,
    contributed: false,
    asns: [],
    subnets: [],
    vpns: [],
    sslOwners: [],
  }) satisfies DirectorySolution;

const subnet = (solutionId: string, value: string): EvidenceValue => ({
  solutionId,
  kind: 'IPSubnet',
  value,
});
const asn = (solutionId: string, value: number): EvidenceValue => ({
  solutionId,
  kind: 'ASN',
  value: String(value),
});

const report = (prefix: string, egressAsn: number | null = null) =>
  ({
    egress_prefix: prefix,
    egress_asn: egressAsn,
    vpns: null,
    network_interface: null,
    connectivity: null,
  }) as unknown as AggregationReportRow;

/** The solutions of a report, from the evidence in the order given and in reverse: always the same. */
function solutionsOf(solutions: DirectorySolution[], evidence: EvidenceValue[], row: AggregationReportRow) {
  const forward = buildAttributor(solutions, evidence).solutionsOf(row).sort();
  const backward = buildAttributor([...solutions].reverse(), [...evidence].reverse())
    .solutionsOf(row)
    .sort();
  expect(backward).toEqual(forward);
  return forward;
}

describe('report attribution', () => {
  it('gives a report to every private solution holding the same subnet or AS number', () => {
    const solutions = [solution('a', 'contoso'), solution('b', 'fabrikam')];
    const evidence = [
      subnet('a', '20.33.0.0/16'),
      subnet('b', '20.33.0.0/16'),
      asn('a', 8075),
      asn('b', 8075),
    ];
    expect(solutionsOf(solutions, evidence, report('20.33.1.0/24'))).toEqual(['a', 'b']);
    expect(solutionsOf(solutions, evidence, report('192.0.2.0/24', 8075))).toEqual(['a', 'b']);
    expect(solutionsOf(solutions, evidence, report('192.0.2.0/24', 15169))).toEqual([]);
  });

  it("is not changed by another provider's private, more specific subnet", () => {
    const solutions = [solution('a', 'contoso'), solution('b', 'fabrikam')];
    const evidence = [subnet('a', '20.33.0.0/16'), subnet('b', '20.33.1.0/24')];
    expect(solutionsOf(solutions, evidence, report('20.33.1.0/24'))).toEqual(['a', 'b']);
    expect(solutionsOf(solutions, evidence, report('20.33.2.0/24'))).toEqual(['a']);
  });

  it("gives the longest subnet within the provider's own solutions and the public ones", () => {
    const solutions = [
      solution('wide', 'contoso'),
      solution('narrow', 'contoso'),
      solution('public', 'northwind', 'Public'),
      solution('other', 'fabrikam'),
    ];
    const evidence = [
      subnet('wide', '20.33.0.0/16'),
      subnet('narrow', '20.33.1.0/24'),
      subnet('public', '20.33.2.0/24'),
      subnet('other', '20.33.0.0/17'),
    ];
    // Contoso's narrower subnet takes its wider one's reports; fabrikam's /17 keeps its own.
    expect(solutionsOf(solutions, evidence, report('20.33.1.0/24'))).toEqual(['narrow', 'other']);
    // A public subnet is in every provider's view: the longest there.
    expect(solutionsOf(solutions, evidence, report('20.33.2.0/24'))).toEqual(['public']);
    expect(solutionsOf(solutions, evidence, report('20.33.200.0/24'))).toEqual(['wide']);
  });

  it('ignores values broader or reserved beyond the claim bounds, saved before they applied', () => {
    const solutions = [solution('a', 'contoso')];
    const evidence = [subnet('a', '0.0.0.0/0'), subnet('a', '::/0'), asn('a', 64512)];
    expect(solutionsOf(solutions, evidence, report('20.33.1.0/24', 64512))).toEqual([]);
    expect(solutionsOf(solutions, evidence, report('2603:1000::/32'))).toEqual([]);
  });

  it('ignores evidence of solutions it was not given (providers not endorsed)', () => {
    const evidence = [subnet('a', '20.33.0.0/16'), asn('a', 8075)];
    expect(solutionsOf([], evidence, report('20.33.1.0/24', 8075))).toEqual([]);
  });
});
