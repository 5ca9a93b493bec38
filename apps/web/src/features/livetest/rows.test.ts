import { describe, expect, it } from 'vitest';
import { AdvancedRows, Languages, Locales, flattenStrings } from '@netlens/core';
import { sampleReport } from '../../run/sampleReport';
import { liveRows } from './rows';

const row = (rows: ReturnType<typeof liveRows>, id: string) => rows.find((r) => r.id === id)!;

/** A meetings media result as a client without intervals sent it. */
const call = {
  relay: 'r:3478',
  udpBlocked: false,
  sent: 500,
  received: 490,
  lossShare: 0.02,
  rttMs: 42,
  jitterMs: 3.5,
  durationMs: 10_000,
};

describe('the advanced rows', () => {
  it('wait for the advanced test until a result arrives', () => {
    const rows = liveRows(sampleReport(), 'en');
    expect(rows).toHaveLength(13);
    expect(rows.every((r) => r.status === 'advanced')).toBe(true);
  });

  it('show the meetings media figures and flag an insight past the thresholds', () => {
    const skype = call;
    const media = row(liveRows({ ...sampleReport(), skype }, 'en'), 'media');
    expect(media.status).toBe('insight');
    expect(media.texts[0]).toEqual({
      key: 'livetest.values.media',
      params: { loss: '2%', rtt: '42 ms', jitter: '3.5 ms' },
    });
  });

  it('state the meetings media figures with their 95% intervals, or say there were too few packets', () => {
    const skype = {
      ...call,
      received: 495,
      lossShare: 0.01,
      lossShareInterval: { lower: 0.0043, upper: 0.0232, confidence: 0.95 },
      rttMs: 42.13,
      rttIntervalMs: { lower: 41.5, upper: 42.9, confidence: 0.95 },
      jitterIntervalMs: null,
    };
    const media = row(liveRows({ ...sampleReport(), skype }, 'en'), 'media');
    expect(media.texts[0]).toEqual({
      key: 'livetest.values.media',
      params: {
        loss: { key: 'interval.stated', params: { value: '1%', range: { text: '0.4% – 2.3%' } } },
        rtt: { key: 'interval.stated', params: { value: '42.1 ms', range: { text: '41.5–42.9 ms' } } },
        jitter: { key: 'interval.stated', params: { value: '3.5 ms', range: { key: 'interval.notEnough' } } },
      },
    });
    expect(media.texts.at(-1)).toEqual({ key: 'interval.mediaNote' });
  });

  it('name the FQDN and issuer of an intercepted certificate', () => {
    const connectivity = {
      checks: [
        {
          host: 'outlook.example',
          port: 443,
          protocol: 'https',
          category: 'Optimize',
          outcome: 'SslBreak',
          httpStatus: 200,
          issuer: 'CN=Corp CA',
          latencyMs: 10,
          error: null,
        },
      ],
    };
    const r = row(liveRows({ ...sampleReport(), connectivity }, 'en'), 'connectivity');
    expect(r.status).toBe('insight');
    expect(r.texts[1]).toEqual({
      key: 'livetest.values.tlsInspection',
      params: { host: 'outlook.example', issuer: 'CN=Corp CA' },
    });
  });

  it('name the published endpoint list the connectivity checks came from', () => {
    const check = {
      host: 'outlook.example',
      port: 443,
      protocol: 'https',
      category: 'Optimize',
      outcome: 'Successful',
      httpStatus: 200,
      issuer: 'CN=Service CA, O=Microsoft Corporation',
      latencyMs: 10,
      error: null,
    };
    const endpointList = { instance: 'Worldwide', version: '2026112501', endpoints: 1432, tested: 1432 };
    const all = row(
      liveRows({ ...sampleReport(), connectivity: { endpointList, checks: [check] } }, 'en'),
      'connectivity',
    );
    expect(all.status).toBe('favourable');
    expect(all.texts[1]).toEqual({
      key: 'livetest.values.endpointList',
      params: { instance: 'Worldwide', version: '2026112501', count: '1,432', tested: '1,432' },
    });
    const capped = { ...endpointList, tested: 199 };
    const some = row(
      liveRows({ ...sampleReport(), connectivity: { endpointList: capped, checks: [check] } }, 'en'),
      'connectivity',
    );
    expect(some.texts[1]).toMatchObject({
      key: 'livetest.values.endpointListCapped',
      params: { tested: '199' },
    });
    const none = row(
      liveRows({ ...sampleReport(), connectivity: { checks: [check] } }, 'en'),
      'connectivity',
    );
    expect(none.texts).toEqual([{ key: 'livetest.values.connectivityOk', params: { count: '1' } }]);
  });

  it('split one buffer-bloat result into a download-speed row and a bloat row', () => {
    const bufferBloat = { idleMs: 10, loadedMs: 140, bloatMs: 130, bytes: 15_000_000, downloadMBps: 0.5 };
    const rows = liveRows({ ...sampleReport(), bufferBloat }, 'ja');
    expect(row(rows, 'bufferBloat').status).toBe('insight');
    expect(row(rows, 'downloadSpeed')).toMatchObject({
      status: 'insight',
      texts: [{ params: { speed: '0.5 MB/s' } }, { key: 'livetest.values.speedLow' }],
    });
  });

  it('say a test the server does not offer is not available, naming the setting, without failing it', () => {
    const dnsResolver = { notAvailable: { needs: 'DNS_ZONE' } };
    const r = row(liveRows({ ...sampleReport(), dnsResolver }, 'en'), 'dnsResolver');
    expect(r).toMatchObject({
      status: 'unavailable',
      texts: [{ key: 'livetest.values.notAvailable', params: { setting: 'DNS_ZONE' } }],
    });
  });

  it('show the hop count and TCP connect time where traceroute was missing, and how to get it', () => {
    const traceroutes = {
      targets: [
        {
          host: 'mail.example',
          reached: true,
          hops: [],
          error: 'traceroute is not installed',
          estimate: { port: 443, connectMs: 12.5, hopCount: 7, error: null },
        },
        {
          host: 'files.example',
          reached: false,
          hops: [],
          error: 'traceroute is not installed',
          estimate: { port: 443, connectMs: null, hopCount: null, error: 'connect ETIMEDOUT' },
        },
      ],
      missingTool: { name: 'traceroute', os: 'linux' },
    };
    const r = row(liveRows({ ...sampleReport(), traceroutes }, 'en'), 'networkPath');
    expect(r.status).toBe('info');
    expect(r.texts).toEqual([
      { key: 'livetest.values.pathHopCount', params: { host: 'mail.example', count: '7' } },
      { key: 'livetest.values.pathConnect', params: { port: '443', ms: '13 ms' } },
      { key: 'livetest.values.pathHopCountUnknown', params: { host: 'files.example' } },
      { key: 'livetest.values.pathConnectFailed', params: { port: '443', reason: 'connect ETIMEDOUT' } },
      { key: 'livetest.values.pathTool.linux', params: undefined },
    ]);
  });

  it('ignore a stored value that does not match its schema', () => {
    expect(row(liveRows({ ...sampleReport(), arp: { nonsense: true } }, 'en'), 'arp').status).toBe(
      'advanced',
    );
  });
});

describe('the advanced rows of the registry', () => {
  it('each have a label in every language', () => {
    for (const lang of Languages) {
      const table = flattenStrings(Locales[lang]);
      for (const { id } of AdvancedRows) expect(table[`report.rows.${id}`], `${lang}: ${id}`).toBeTruthy();
      for (const os of ['linux', 'macos', 'windows', 'other']) {
        expect(table[`livetest.values.pathTool.${os}`], `${lang}: ${os}`).toBeTruthy();
      }
    }
  });
});
