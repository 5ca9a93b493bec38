import { describe, expect, it } from 'vitest';
import { EGRESS_DISTANCE_INSIGHT_KM } from '../geo/location.js';
import {
  GenerateReportFormSchema,
  MAX_LATENCY_SAMPLES,
  MAX_SAMPLE_LATENCY_MS,
  PEER_BETTER_INSIGHT_SHARE,
  REPORT_TEXT_MAX,
  ReportIdSchema,
  insightsOf,
} from './report.js';

const valid = {
  latitude: '51.5072',
  longitude: '-0.1276',
  city: 'London',
  region: 'England',
  country: 'United Kingdom',
  isAutoDetected: 'true',
  exchangeFaultZoneCode: 'lon-mail',
  measuredLatency: '12',
  measuredLatencies: '15.5,12.2,13',
  egressIp: '81.2.69.160',
  debugTrace: 'false',
};

const issues = (input: unknown) => {
  const r = GenerateReportFormSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('report ids', () => {
  it('accepts 22 base64url characters carrying 128 bits', () => {
    const id = Buffer.alloc(16, 0xff).toString('base64url');
    expect(id).toHaveLength(22);
    expect(ReportIdSchema.safeParse(id).success).toBe(true);
    expect(ReportIdSchema.safeParse(Buffer.alloc(16).toString('base64url')).success).toBe(true);
  });

  it('rejects other lengths, alphabets, non-canonical endings and the temporary id', () => {
    for (const bad of [
      'temp',
      'A'.repeat(21),
      'A'.repeat(23),
      `${'A'.repeat(21)}B`,
      `${'A'.repeat(21)}+`,
      '',
    ]) {
      expect(ReportIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('the generate-report form', () => {
  it('coerces url-encoded strings', () => {
    const form = GenerateReportFormSchema.parse(valid);
    expect(form).toMatchObject({
      latitude: 51.5072,
      longitude: -0.1276,
      isAutoDetected: true,
      measuredLatency: 12,
      measuredLatencies: [15.5, 12.2, 13],
      debugTrace: false,
      latencyTiming: 'coarse',
    });
  });

  it('takes JSON values as they are and fills the defaults', () => {
    const form = GenerateReportFormSchema.parse({
      latitude: 35.68,
      longitude: 139.69,
      measuredLatency: 3,
      measuredLatencies: [3, 4],
      isAutoDetected: false,
      latencyTiming: 'resource-timing',
    });
    expect(form).toMatchObject({ city: '', region: '', country: '', egressIp: '', debugTrace: false });
    expect(form.latencyTiming).toBe('resource-timing');
  });

  it('names each missing or malformed field', () => {
    expect(issues({})).toEqual(['latitude', 'longitude', 'measuredLatency', 'measuredLatencies']);
    expect(issues({ ...valid, latitude: '90.01', longitude: '-180.5' })).toEqual(['latitude', 'longitude']);
    expect(issues({ ...valid, latitude: '0x10', longitude: 'east' })).toEqual(['latitude', 'longitude']);
    expect(issues({ ...valid, isAutoDetected: 'maybe', debugTrace: 2 })).toEqual([
      'isAutoDetected',
      'debugTrace',
    ]);
    expect(issues({ ...valid, egressIp: '1.2.3' })).toEqual(['egressIp']);
    expect(issues({ ...valid, latencyTiming: 'exact' })).toEqual(['latencyTiming']);
    expect(issues({ ...valid, exchangeFaultZoneCode: '<b>' })).toEqual(['exchangeFaultZoneCode']);
  });

  it('bounds every latency sample and their number', () => {
    expect(issues({ ...valid, measuredLatencies: '12,0' })).toEqual(['measuredLatencies.1']);
    expect(issues({ ...valid, measuredLatencies: '12,-3' })).toEqual(['measuredLatencies.1']);
    expect(issues({ ...valid, measuredLatencies: `12,${MAX_SAMPLE_LATENCY_MS + 1}` })).toEqual([
      'measuredLatencies.1',
    ]);
    expect(issues({ ...valid, measuredLatencies: '12,,13' })).toEqual(['measuredLatencies.1']);
    const many = Array.from({ length: MAX_LATENCY_SAMPLES }, () => '12').join(',');
    expect(issues({ ...valid, measuredLatencies: many })).toEqual([]);
    expect(issues({ ...valid, measuredLatencies: `${many},12` })).toEqual(['measuredLatencies']);
    expect(issues({ ...valid, measuredLatencies: '' })).toEqual(['measuredLatencies.0']);
  });

  it('requires measuredLatency to be the lowest sample, within rounding', () => {
    expect(issues({ ...valid, measuredLatency: '12.5', measuredLatencies: '12.2,13' })).toEqual([]);
    expect(issues({ ...valid, measuredLatency: '11.7', measuredLatencies: '12.2,13' })).toEqual([]);
    expect(issues({ ...valid, measuredLatency: '13', measuredLatencies: '12.2,13' })).toEqual([
      'measuredLatency',
    ]);
  });

  it('trims and length-limits text and rejects control characters', () => {
    expect(GenerateReportFormSchema.parse({ ...valid, city: '  Kyōto <b>  ' }).city).toBe('Kyōto <b>');
    expect(issues({ ...valid, city: 'x'.repeat(REPORT_TEXT_MAX) })).toEqual([]);
    expect(issues({ ...valid, city: 'x'.repeat(REPORT_TEXT_MAX + 1) })).toEqual(['city']);
    expect(issues({ ...valid, region: 'a\nb' })).toEqual(['region']);
    expect(issues({ ...valid, country: 'a\u202Eb' })).toEqual(['country']);
    expect(issues({ ...valid, country: 'a\u0085b' })).toEqual(['country']);
  });
});

describe('insights', () => {
  const base = { browserToEgressLocationDistance: 10, isCurrentFrontDoorOptimal: true };
  const peers = (betterShare: number | null) => ({
    organisationCount: 10,
    betterShare,
    potentialImprovementMs: 0,
  });

  it('warns about the egress only past the distance threshold', () => {
    const at = insightsOf({
      ...base,
      browserToEgressLocationDistance: EGRESS_DISTANCE_INSIGHT_KM,
      peers: peers(0),
    });
    expect(at.egressDistance).toBe('favourable');
    const past = insightsOf({
      ...base,
      browserToEgressLocationDistance: EGRESS_DISTANCE_INSIGHT_KM + 0.1,
      peers: peers(0),
    });
    expect(past.egressDistance).toBe('insight');
    expect(
      insightsOf({ ...base, browserToEgressLocationDistance: null, peers: peers(0) }).egressDistance,
    ).toBe('unavailable');
  });

  it('warns about peers from the better-share threshold on', () => {
    expect(insightsOf({ ...base, peers: peers(PEER_BETTER_INSIGHT_SHARE - 0.001) }).betterPeers).toBe(
      'favourable',
    );
    expect(insightsOf({ ...base, peers: peers(PEER_BETTER_INSIGHT_SHARE) }).betterPeers).toBe('insight');
    expect(insightsOf({ ...base, peers: peers(null) }).betterPeers).toBe('unavailable');
  });

  it('warns when the mail front door in use is not among the best', () => {
    expect(insightsOf({ ...base, peers: peers(0) }).mailFrontDoor).toBe('favourable');
    expect(insightsOf({ ...base, isCurrentFrontDoorOptimal: false, peers: peers(0) }).mailFrontDoor).toBe(
      'insight',
    );
    expect(insightsOf({ ...base, isCurrentFrontDoorOptimal: null, peers: peers(0) }).mailFrontDoor).toBe(
      'unavailable',
    );
  });
});
