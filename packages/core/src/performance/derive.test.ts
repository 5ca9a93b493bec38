import { describe, expect, it } from 'vitest';
import {
  cohensD,
  deriveValues,
  hiddenReasonOf,
  mayDominate,
  meetingsScoreOf,
  relativeStandardError,
  type Moments,
} from './derive.js';
import { assessmentOf, levelOf, solutionTag } from './rules.js';

const moments = (values: number[]): Moments => ({
  n: values.length,
  sum: values.reduce((a, b) => a + b, 0),
  sumSq: values.reduce((a, b) => a + b * b, 0),
});
const join = (...ms: Moments[]): Moments =>
  ms.reduce((a, b) => ({ n: a.n + b.n, sum: a.sum + b.sum, sumSq: a.sumSq + b.sumSq }));

describe('the privacy rules', () => {
  const even = (n: number) => moments(Array.from({ length: n }, (_, i) => 20 + (i % 2)));

  it('needs 24 samples and 5 customers', () => {
    expect(hiddenReasonOf(even(23), 5, [])).toBe('StatisticalSignificance');
    expect(hiddenReasonOf(even(24), 5, [])).toBeNull();
    expect(hiddenReasonOf(even(24), 4, [])).toBe('PrivacyRequirement');
  });

  it('measures a customer by how far it moves the mean, in standard deviations', () => {
    const others = moments(Array(16).fill(22));
    const big = moments([...Array(4).fill(22), ...Array(12).fill(62)]);
    const total = join(others, big);
    expect(cohensD(total, big)).toBeGreaterThan(0.5);
    expect(hiddenReasonOf(total, 5, [big])).toBe('DominatingCustomer');
    // The same customer with a twentieth of the samples cannot dominate.
    const small = moments([62]);
    const all = join(moments(Array(19).fill(22)), small);
    expect(mayDominate(all, small)).toBe(false);
    expect(cohensD(all, small)).toBeLessThanOrEqual(Math.sqrt((1 * 19) / (20 * 19)) + 1e-9);
  });

  it('hides a value whose 1.96 × 1.09 × σ/√n is above 20 % of the mean', () => {
    const wide = moments(Array.from({ length: 30 }, (_, i) => (i % 2 ? 10 : 200)));
    expect(relativeStandardError(wide)).toBeGreaterThan(0.2);
    expect(hiddenReasonOf(wide, 5, [])).toBe('NotMeetAccuracyRequirement');
    expect(relativeStandardError(even(30))).toBeLessThan(0.2);
  });
});

describe('the derived values', () => {
  it('scores the mean latency by the table and weighs the NPI', () => {
    const v = deriveValues(
      {
        ...moments(Array(24).fill(17.5)),
        available: 24,
        optimalKnown: 24,
        optimal: 12,
        meetingsN: 24,
        meetingsSum: 24 * 90,
      },
      5,
      [],
    );
    expect(v).toMatchObject({ latencyMs: 17.5, latencyScore: 90, availability: 100, connectedness: 50 });
    expect(v.npi).toBe(0.6 * 90 + 0.2 * 100 + 0.2 * 50);
    expect(v).toMatchObject({ meetingsScore: 90, assessmentLevel: 'Best', hiddenReason: null });
  });

  it('scores a call by the E-model: a clean short call near the top, loss and delay lower', () => {
    expect(meetingsScoreOf(20, 0, 0)).toBeGreaterThan(95);
    expect(meetingsScoreOf(20, 0, 0.05)).toBeLessThan(meetingsScoreOf(20, 0, 0));
    expect(meetingsScoreOf(500, 30, 0)).toBeLessThan(meetingsScoreOf(100, 0, 0));
    expect(assessmentOf(49.9)?.level).toBe('Worst');
    expect(assessmentOf(87.5)?.level).toBe('Best');
    expect(assessmentOf(null)).toBeNull();
  });

  it('names the level of a query and the tag of a type', () => {
    expect(levelOf({})).toBe('Global');
    expect(levelOf({ country: 'Japan', city: 'Osaka' })).toBe('City');
    expect(solutionTag('satellite')).toBe('ISP');
    expect(solutionTag('sslbi')).toBe('Overlay');
    expect(solutionTag('university')).toBe('Corporate');
  });
});
