import { z } from './zod.js';
import { Languages } from './languages.js';

export * from './languages.js';

export const LanguageSchema = z.enum(Languages);

export const LocalizationQuerySchema = z.object({
  lang: z.string().max(35).optional(),
});
export const LocalizationResponseSchema = z
  .object({
    lang: LanguageSchema,
    requested: z.string().nullable(),
    t: z.record(z.string(), z.string()),
  })
  .meta({ id: 'Localization' });
