import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, GeneratedReportSchema, type ErrorBody } from '@netlens/core';
import { presentReport } from '../features/reports/present.js';
import { DECOY_ROW } from '../features/reports/decoy.js';
import { schemaSerializer } from './endpoint.js';

const report = presentReport(DECOY_ROW);

describe('schemaSerializer', () => {
  const write = schemaSerializer({ schema: GeneratedReportSchema });

  it('writes a report as the zod schema does', () => {
    const withTrace = { ...report, debugTrace: { peerMetro: { city: 'London' }, peerReports: 3 } };
    expect(JSON.parse(write(withTrace))).toEqual(GeneratedReportSchema.parse(withTrace));
    expect(JSON.parse(write(report))).toEqual(GeneratedReportSchema.parse(report));
  });

  it('writes each nullable field both as a value and as null', () => {
    const door = { id: 'd1', workload: 'mail' as const, city: 'London', country: 'United Kingdom' };
    const located = {
      ...report,
      currentFrontDoor: { ...door, latitude: 51.5, longitude: -0.1, distanceKm: 12.5 },
      isCurrentFrontDoorOptimal: false,
      egressLocationLatitude: 51.5,
      egressLocationLongitude: -0.1,
      browserToEgressLocationDistance: 3.2,
      distributionValueBin1: 11,
    };
    const unlocated = { ...located, currentFrontDoor: null, egressLocationLatitude: null };
    for (const r of [located, unlocated]) {
      expect(JSON.parse(write(r))).toEqual(GeneratedReportSchema.parse(r));
    }
    expect(JSON.parse(write(located)).currentFrontDoor).toEqual(located.currentFrontDoor);
    expect(JSON.parse(write(unlocated)).currentFrontDoor).toBeNull();
  });

  it('leaves out what the schema does not name', () => {
    const written = JSON.parse(
      write({ ...report, secret: 'x', egressNetwork: { ...report.egressNetwork, extra: 1 } }),
    );
    expect(written).not.toHaveProperty('secret');
    expect(written.egressNetwork).toEqual(report.egressNetwork);
  });

  it('writes error bodies', () => {
    const body: ErrorBody = {
      error: {
        id: 'VALIDATION_FAILED',
        status: 400,
        message: 'bad',
        messageKey: 'errors.validation',
        method: 'POST',
        path: '/x',
        requestId: 'r1',
        details: [{ path: 'body.city', message: 'too long' }],
      },
    };
    expect(JSON.parse(schemaSerializer({ schema: ErrorBodySchema })(body))).toEqual(body);
  });

  it('refuses a schema with a transform, whose zod encoding it could not follow', async () => {
    const { z } = await import('zod');
    expect(() => schemaSerializer({ schema: z.string().transform((s) => s.length) })).toThrow();
  });
});
