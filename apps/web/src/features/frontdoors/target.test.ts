import { describe, expect, it } from 'vitest';
import type { FrontDoor, FrontDoorCatalogue } from '@netlens/core';
import { mailProbeTarget, probeBaseFor } from './target';

const door = (id: string, workload: 'mail' | 'files', latitude: number, longitude: number): FrontDoor => ({
  id,
  workload,
  city: id,
  country: 'X',
  countryCode: 'XX',
  latitude,
  longitude,
  probeUrl: `https://${id}.example/`,
});
const tokyo = { latitude: 35.68, longitude: 139.69 };

describe('mailProbeTarget', () => {
  const doors = [
    door('ams', 'mail', 52.37, 4.9),
    door('tyo', 'mail', 35.68, 139.69),
    door('sea', 'files', 47.6, -122.3),
  ];

  it('prefers the serving instance when it is a mail front door', () => {
    expect(mailProbeTarget({ frontDoors: doors, self: 'ams' }, tokyo)?.id).toBe('ams');
  });

  it('else takes the mail front door nearest the location', () => {
    expect(mailProbeTarget({ frontDoors: doors, self: 'sea' }, tokyo)?.id).toBe('tyo');
    expect(mailProbeTarget({ frontDoors: doors, self: null }, tokyo)?.id).toBe('tyo');
  });

  it('is null without mail front doors', () => {
    expect(mailProbeTarget({ frontDoors: [doors[2]!], self: null }, tokyo)).toBeNull();
  });
});

describe('probeBaseFor', () => {
  it('probes the serving instance through the page origin', () => {
    const catalogue: FrontDoorCatalogue = { frontDoors: [door('ams', 'mail', 52.37, 4.9)], self: 'ams' };
    const target = catalogue.frontDoors[0]!;
    expect(probeBaseFor(target, catalogue, 'http://127.0.0.1:8099/gcc/').probeUrl).toBe(
      'http://127.0.0.1:8099/gcc/',
    );
    expect(probeBaseFor(target, { ...catalogue, self: 'other' }, 'http://x/').probeUrl).toBe(
      'https://ams.example/',
    );
  });
});
