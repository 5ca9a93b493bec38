import { describe, expect, it } from 'vitest';
import { detailRows } from './detailRows';
import { sampleReport } from '../../run/sampleReport';

const byId = (rows: ReturnType<typeof detailRows>) => new Map(rows.map((r) => [r.id, r]));

describe('detailRows', () => {
  it('marks each measured row favourable or an insight from insightsOf', () => {
    const rows = byId(detailRows(sampleReport(), 'en'));
    expect(rows.get('egressDistance')?.status).toBe('favourable');
    expect(rows.get('mailFrontDoor')?.status).toBe('favourable');
    expect(rows.get('betterPeers')?.status).toBe('insight');
    expect(rows.get('yourLocation')?.texts[0]).toEqual({ text: 'Osaka, Japan' });
  });

  it('warns about a far egress and a front door that is not among the best', () => {
    const rows = byId(
      detailRows(
        sampleReport({ browserToEgressLocationDistance: 1200, isCurrentFrontDoorOptimal: false }),
        'en',
      ),
    );
    expect(rows.get('egressDistance')?.status).toBe('insight');
    expect(rows.get('egressDistance')?.texts).toContainEqual({ key: 'report.values.egressFar' });
    expect(rows.get('mailFrontDoor')?.texts).toContainEqual({
      key: 'report.values.frontDoorNotOptimal',
      params: { best: 'Osaka and Tokyo' },
    });
  });

  it('says so when there are too few peers, never inventing a share', () => {
    const rows = byId(
      detailRows(
        sampleReport({ peers: { organisationCount: 2, betterShare: null, potentialImprovementMs: null } }),
        'en',
      ),
    );
    expect(rows.get('betterPeers')).toMatchObject({
      status: 'unavailable',
      texts: [{ key: 'report.values.peersTooFew', params: { count: '2', min: '5' } }],
    });
  });

  it('leaves the advanced client rows to the advanced test', () => {
    const advanced = detailRows(sampleReport(), 'en').filter((r) => r.group === 'advanced');
    expect(advanced.map((r) => r.id)).toEqual([
      'proxy',
      'vpn',
      'dnsPerformance',
      'dnsResolver',
      'downloadSpeed',
      'bufferBloat',
      'media',
      'connectivity',
      'webSocket',
      'networkPath',
      'networkInterface',
      'arp',
      'congestion',
    ]);
    for (const row of advanced)
      expect(row).toMatchObject({ status: 'advanced', texts: [{ key: 'report.values.advancedPending' }] });
  });
});
