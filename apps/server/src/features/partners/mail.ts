import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { PartnersSettings } from './settings.js';

/** A message to one recipient. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * How verification mails leave: over SMTP (nodemailer) when SMTP_URL is configured, else null
 * and the caller keeps them in the outbox table for the operator.
 */
export type SendMail = ((mail: Mail) => Promise<void>) | null;

export function smtpSender(settings: PartnersSettings): SendMail {
  if (!settings.smtpUrl) return null;
  const url = new URL(settings.smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: settings.smtpTimeoutMs,
    greetingTimeout: settings.smtpTimeoutMs,
    socketTimeout: settings.smtpTimeoutMs,
  });
  return async (mail) => {
    const info = await transport.sendMail({
      from: settings.mailFrom,
      ...mail,
      messageId: `<${randomUUID()}@netlens>`,
    });
    if (info.rejected.length > 0) throw new Error(`the SMTP server refused ${mail.to}`);
  };
}
