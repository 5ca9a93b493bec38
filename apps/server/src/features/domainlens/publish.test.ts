import { describe, expect, it } from 'vitest';
import { changeRecord } from './publish.js';

describe('change records', () => {
  const set = {
    id: 7,
    serviceArea: 'Exchange',
    serviceAreaDisplayName: 'Exchange Online',
    urls: ['a.example'],
    ips: ['10.0.0.0/8'],
    expressRoute: false,
    category: 'Allow' as const,
    required: true,
  };
  const ids = { id: 1, version: '2026112501', effectiveDate: '20261225' };
  it('disposition and impact from the difference', () => {
    expect(changeRecord(null, set, ids)).toMatchObject({ disposition: 'add', impact: 'AddedIpAndUrl' });
    expect(changeRecord(set, null, ids)).toMatchObject({
      disposition: 'remove',
      impact: 'RemovedIpOrUrl',
      remove: { ips: ['10.0.0.0/8'], urls: ['a.example'] },
    });
    expect(changeRecord(set, { ...set, ips: ['10.0.0.0/8', '11.0.0.0/8'] }, ids)).toMatchObject({
      impact: 'AddedIp',
      add: { ips: ['11.0.0.0/8'] },
    });
    expect(changeRecord(set, { ...set, expressRoute: true }, ids)).toEqual({
      id: 1,
      endpointSetId: 7,
      version: '2026112501',
      disposition: 'change',
      impact: 'ChangedIsExpressRoute',
      previous: { expressRoute: false },
      current: { expressRoute: true },
    });
    expect(changeRecord(set, { ...set, tcpPorts: '443' }, ids)).toMatchObject({
      impact: 'OtherNonPriorityChanges',
    });
    expect(changeRecord(set, { ...set }, ids)).toBeNull();
  });
});
