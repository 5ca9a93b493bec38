import type { GeoPoint } from '@netlens/core';

/** How long the browser may take to find the position once allowed (spec §9: 10 s). */
export const GeolocationTimeoutMs = 10_000;
/** Upper bound on the whole request, including an unanswered permission prompt. */
const PromptGuardMs = 60_000;

/** Why the browser gave no position; each has its own alert. */
export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown';

export type PositionResult = { ok: true; point: GeoPoint } | { ok: false; failure: GeolocationFailure };

/** Maps a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout) to a failure kind. */
export function failureOfCode(code: number): GeolocationFailure {
  switch (code) {
    case 1:
      return 'denied';
    case 2:
      return 'unavailable';
    case 3:
      return 'timeout';
    default:
      return 'unknown';
  }
}

/** The browser's position with high accuracy and a 10 s timeout; never rejects. */
export function getBrowserPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<PositionResult> {
  if (!geolocation) return Promise.resolve({ ok: false, failure: 'unsupported' });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: PositionResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      resolve(result);
    };
    // Some browsers never answer when the visitor ignores the permission prompt.
    const guard = setTimeout(() => settle({ ok: false, failure: 'timeout' }), PromptGuardMs);
    try {
      geolocation.getCurrentPosition(
        (position) =>
          settle({
            ok: true,
            point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
          }),
        (error) => settle({ ok: false, failure: failureOfCode(error.code) }),
        { enableHighAccuracy: true, timeout: GeolocationTimeoutMs, maximumAge: 0 },
      );
    } catch {
      settle({ ok: false, failure: 'unknown' });
    }
  });
}
