import { geolocationReasonKey } from '../geo';
import type { GeolocationFailure } from '../../lib/geolocation';
import type { RunFailure } from '../../run/runStore';

/** A localized sentence: its key and values. */
export interface AlertText {
  key: string;
  params?: Record<string, string | number>;
}

/** The alert texts of a failed run (spec §8: 'Generate report failed.' and the location alerts). */
export function failureTexts(failure: RunFailure): AlertText[] {
  switch (failure.kind) {
    case 'generate':
      return [{ key: 'report.run.failed.generate' }];
    case 'location':
      return [{ key: geolocationReasonKey(failure.failure) }, { key: 'location.typeCity' }];
    case 'maps':
      return [{ key: 'location.reverseFailed', params: { tries: failure.tries } }];
    case 'noFrontDoor':
      return [{ key: 'report.run.failed.noFrontDoor' }];
    case 'probes':
      return [{ key: 'report.run.failed.probes', params: { city: failure.frontDoor } }];
  }
}

/** The alert texts when the browser gave no position and the egress location stood in. */
export function fallbackTexts(failure: GeolocationFailure): AlertText[] {
  return [{ key: geolocationReasonKey(failure) }, { key: 'location.usedEgress' }];
}
