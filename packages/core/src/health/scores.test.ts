import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_SCORE_POINTS,
  IncidentInputSchema,
  MEETS_RECOMMENDATIONS_SCORE,
  downloadScore,
  latencyScore,
  metroHealth,
  scoreFrom,
} from './scores.js';

describe('latency score (mail, Copilot, metro health)', () => {
  it.each`
    ms     | points
    ${10}  | ${100}
    ${25}  | ${80}
    ${100} | ${60}
    ${200} | ${40}
    ${300} | ${20}
    ${350} | ${0}
  `('gives $points points at $ms ms exactly', ({ ms, points }: { ms: number; points: number }) => {
    expect(latencyScore(ms)).toBe(points);
  });

  it('is linear between points and flat outside them', () => {
    expect(latencyScore(0)).toBe(100);
    expect(latencyScore(5)).toBe(100);
    expect(latencyScore(17.5)).toBe(90);
    expect(latencyScore(62.5)).toBe(70);
    expect(latencyScore(150)).toBe(50);
    expect(latencyScore(325)).toBe(10);
    expect(latencyScore(351)).toBe(0);
    expect(latencyScore(10_000)).toBe(0);
  });

  it('never rises as latency grows', () => {
    let last = 101;
    for (let ms = 0; ms <= 400; ms += 0.5) {
      const s = latencyScore(ms)!;
      expect(s).toBeLessThanOrEqual(last);
      last = s;
    }
  });

  it('has no score for a missing value', () => {
    expect(latencyScore(null)).toBeNull();
    expect(latencyScore(Number.NaN)).toBeNull();
  });
});

describe('download score (files)', () => {
  it('gives the table points exactly and interpolates', () => {
    for (const [mbps, points] of DOWNLOAD_SCORE_POINTS) expect(downloadScore(mbps)).toBe(points);
    expect(downloadScore(25)).toBe(100);
    expect(downloadScore(11)).toBe(70);
    expect(downloadScore(1)).toBe(10);
  });

  it('works whichever way the table runs', () => {
    expect(
      scoreFrom(
        [
          [0, 0],
          [10, 50],
        ],
        5,
      ),
    ).toBe(25);
    expect(scoreFrom([], 5)).toBeNull();
  });
});

describe('metro health', () => {
  it('meets recommendations at 80 and above, needs enough samples', () => {
    expect(metroHealth(24, MEETS_RECOMMENDATIONS_SCORE)).toBe('meets');
    expect(metroHealth(24, 79.9)).toBe('unhealthy');
    expect(metroHealth(23, 10)).toBe('tooFewSamples');
    expect(metroHealth(100, null)).toBe('tooFewSamples');
    expect(metroHealth(3, 10, 3)).toBe('unhealthy');
  });
});

describe('incident input', () => {
  it('accepts a title with defaults and rejects markup-free problems by field', () => {
    expect(IncidentInputSchema.parse({ title: ' Outage ' })).toEqual({
      title: 'Outage',
      message: '',
      severity: 'outage',
    });
    const bad = IncidentInputSchema.safeParse({ title: '', message: 'a\u0007b' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['message', 'title']);
    expect(IncidentInputSchema.safeParse({ title: 'x', message: 'line 1\nline 2' }).success).toBe(true);
  });
});
