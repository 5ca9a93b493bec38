import { describe, expect, it } from 'vitest';
import { failureTexts, fallbackTexts } from './runAlerts';

describe('run alerts', () => {
  it('says Generate report failed for a failed generation', () => {
    expect(failureTexts({ kind: 'generate' })).toEqual([{ key: 'report.run.failed.generate' }]);
  });

  it('gives each geolocation failure its own reason, then asks for a city', () => {
    const keys = (['unsupported', 'denied', 'unavailable', 'timeout', 'unknown'] as const).map(
      (failure) => failureTexts({ kind: 'location', failure })[0]?.key,
    );
    expect(new Set(keys).size).toBe(5);
    expect(failureTexts({ kind: 'location', failure: 'denied' })[1]).toEqual({ key: 'location.typeCity' });
  });

  it('names the maps call and its tries', () => {
    expect(failureTexts({ kind: 'maps', call: 'reverseGeocode', tries: 3 })).toEqual([
      { key: 'location.reverseFailed', params: { tries: 3 } },
    ]);
  });

  it('explains the egress fallback with the reason', () => {
    expect(fallbackTexts('timeout')).toEqual([
      { key: 'location.reason.timeout' },
      { key: 'location.usedEgress' },
    ]);
  });
});
