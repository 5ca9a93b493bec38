import { z } from 'zod';

/** Environment variables of the provider portal's mail (documented in the README). */
export const partnersEnvShape = {
  /** smtp://user:pass@host:port or smtps://…; unset: verification mails go to the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).default('NetLens <no-reply@netlens.invalid>'),
  /** Bound of one SMTP conversation (connect, greeting, send). */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
};

type PartnersEnv = z.infer<z.ZodObject<typeof partnersEnvShape>>;

export interface PartnersSettings {
  /** Null: mails are kept in the outbox for the operator (`npm run admin -- partner-outbox`). */
  smtpUrl: string | null;
  mailFrom: string;
  smtpTimeoutMs: number;
}

export function partnersSettings(e: PartnersEnv): PartnersSettings {
  return { smtpUrl: e.SMTP_URL ?? null, mailFrom: e.MAIL_FROM, smtpTimeoutMs: e.SMTP_TIMEOUT_MS };
}
