import { COPILOT_LOCATION_TIMEOUT_MS, type Address } from '@netlens/core';
import { detectLocation } from '../geo';
import { failureOfCode, type PositionResult } from '../../lib/geolocation';
import { EmptyAddress } from '../../run/location';

/** The browser's position within the Copilot test's 6 s (an ignored prompt counts as a timeout). */
export function copilotPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<PositionResult> {
  if (!geolocation) return Promise.resolve({ ok: false, failure: 'unsupported' });
  return new Promise((resolve) => {
    const guard = setTimeout(
      () => resolve({ ok: false, failure: 'timeout' }),
      COPILOT_LOCATION_TIMEOUT_MS + 500,
    );
    const done = (r: PositionResult) => {
      clearTimeout(guard);
      resolve(r);
    };
    try {
      geolocation.getCurrentPosition(
        (p) => done({ ok: true, point: { latitude: p.coords.latitude, longitude: p.coords.longitude } }),
        (e) => done({ ok: false, failure: failureOfCode(e.code) }),
        { enableHighAccuracy: true, timeout: COPILOT_LOCATION_TIMEOUT_MS, maximumAge: 0 },
      );
    } catch {
      done({ ok: false, failure: 'unknown' });
    }
  });
}

/**
 * The visitor's city for the Copilot result: browser position (6 s) named by reverse geocoding,
 * else the egress location; an empty address when neither is known (the test goes on).
 */
export async function locateForCopilot(culture: string): Promise<Address> {
  try {
    const found = await detectLocation(culture, { position: () => copilotPosition() });
    return found.location.address;
  } catch {
    return EmptyAddress;
  }
}
