import { describe, expect, it } from 'vitest';
import type { FrontDoor } from '@netlens/core';
import { chooseFrontDoors } from './front-doors.js';

const door = (
  id: string,
  workload: FrontDoor['workload'],
  latitude: number,
  longitude: number,
): FrontDoor => ({
  id,
  workload,
  city: id,
  country: 'X',
  countryCode: 'XX',
  latitude,
  longitude,
  probeUrl: `https://${id}.example.test/`,
});
const catalogue = [
  door('lon', 'mail', 51.5072, -0.1276),
  door('ams', 'mail', 52.3676, 4.9041),
  door('nyc', 'mail', 40.7128, -74.006),
  door('lon', 'files', 51.5072, -0.1276),
];
const london = { latitude: 51.5, longitude: -0.13 };

describe('chooseFrontDoors', () => {
  it('ranks the nearest front doors within the margin of the nearest, per workload', () => {
    const c = chooseFrontDoors(catalogue, london, 'ams');
    expect(c.optimalMail.map((f) => f.id)).toEqual(['lon', 'ams']);
    expect(c.optimalFiles.map((f) => f.id)).toEqual(['lon']);
    expect(c.current?.id).toBe('ams');
    expect(c.isCurrentOptimal).toBe(true);
    expect(c.nearestMailKm).toBeLessThan(5);
  });

  it('answers the same for the same point, and follows a new catalogue read', () => {
    const first = chooseFrontDoors(catalogue, london, 'nyc');
    expect(chooseFrontDoors(catalogue, london, 'nyc')).toEqual(first);
    expect(first.isCurrentOptimal).toBe(false);
    const moved = [door('lon', 'mail', 40.7, -74), ...catalogue.slice(1)];
    expect(chooseFrontDoors(moved, london, 'nyc').optimalMail.map((f) => f.id)).toEqual(['ams']);
    expect(chooseFrontDoors(catalogue, { latitude: 40.7, longitude: -74 }, 'nyc').optimalMail[0]?.id).toBe(
      'nyc',
    );
  });

  it('names no optimal front door without an egress location', () => {
    expect(chooseFrontDoors(catalogue, null, 'lon')).toMatchObject({
      optimalMail: [],
      optimalFiles: [],
      isCurrentOptimal: null,
      nearestMailKm: null,
    });
  });
});
