import { Cron } from 'croner';
import { z } from 'zod';

/** A job's schedule setting: a cron pattern in UTC, or `off`. Parsed to the pattern or null. */
export const cronSetting = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine(
      (v) => {
        if (v === 'off') return true;
        try {
          new Cron(v, { timezone: 'UTC' }).stop();
          return true;
        } catch {
          return false;
        }
      },
      { message: `a cron pattern in UTC ('${fallback}') or off` },
    )
    .transform((v) => (v === 'off' ? null : v));
