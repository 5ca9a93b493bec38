import { describe, expect, it } from 'vitest';
import type { PartnerSolution } from '@netlens/core';
import { draftOf, filterSolutions, inputOf } from './solutionForm';

const s = (over: Partial<PartnerSolution>): PartnerSolution => ({
  id: 'a',
  partnerInternalId: 'p',
  partnerName: 'Contoso',
  name: 'Fibre',
  type: 'isp',
  asns: [64500],
  subnets: ['203.0.113.0/24'],
  vpnInterfaceDescriptions: [],
  sslOwnerNames: [],
  visibility: 'Private',
  isContributed: false,
  hasPendingChange: false,
  evidence: { asns: [], ips: [], vpns: [], sslCertificates: [] },
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('the solution edit panel and list', () => {
  it('turns lines into lists and back, dropping blank lines', () => {
    const input = inputOf({
      name: ' X ',
      type: 'vpn',
      asns: '64500\n\n AS64501 \nAS-x',
      subnets: '',
      vpns: 'A\r\nB',
      ssl: '',
    });
    expect(input).toEqual({
      name: 'X',
      type: 'vpn',
      asns: [64500, 64501, 'AS-x'],
      subnets: [],
      vpnInterfaceDescriptions: ['A', 'B'],
      sslOwnerNames: [],
    });
    expect(draftOf(s({ asns: [1, 2] })).asns).toBe('1\n2');
  });

  it('searches names and values, and filters by type and visibility', () => {
    const list = [
      s({ id: '1' }),
      s({ id: '2', name: 'Sky', type: 'satellite', visibility: 'Public', asns: [7], subnets: [] }),
    ];
    const ids = (f: Parameters<typeof filterSolutions>[1]) => filterSolutions(list, f).map((x) => x.id);
    expect(ids({ search: '', types: [], visibilities: [] })).toEqual(['1', '2']);
    expect(ids({ search: '203.0.113', types: [], visibilities: [] })).toEqual(['1']);
    expect(ids({ search: 'sky', types: [], visibilities: [] })).toEqual(['2']);
    expect(ids({ search: '', types: ['satellite'], visibilities: [] })).toEqual(['2']);
    expect(ids({ search: '', types: [], visibilities: ['Private'] })).toEqual(['1']);
    expect(ids({ search: 'fibre', types: ['satellite'], visibilities: [] })).toEqual([]);
  });
});
