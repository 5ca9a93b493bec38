import { BROWSER_TIMING_ALLOWANCE_MS } from '@netlens/core/probing';
import type { TFunction } from '../../lib/i18n';

/** The tooltip of a browser-timed median's interval: its sample count and the browser's timing allowance. */
export const probeMedianTip = (t: TFunction, n: number, lang: string) =>
  t('interval.medianTip', { n, allowance: BROWSER_TIMING_ALLOWANCE_MS.toLocaleString(lang) });
