import { randomInt, randomUUID } from 'node:crypto';
import {
  AppError,
  VerificationCodeMinutes,
  VerificationWindowHours,
  VerificationTries,
  VerificationWrongCodesPerDay,
  companyDomain,
  organisationDomainIssue,
  registrationIssue,
  registrationLockedUntil,
  translate,
  type ErrorId,
  type Language,
  type RegisterEmailBody,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import { findOrgById, sameSecret, sha256Hex, type SignedInCaller } from '../identity/index.js';
import type { SendMail } from './mail.js';
import * as repo from './repo.js';

const IssueErrors: Record<string, ErrorId> = {
  termsAccepted: 'PARTNER_TERMS_REQUIRED',
  companyUrl: 'PARTNER_COMPANY_URL_INVALID',
  emailAddress: 'PARTNER_EMAIL_INVALID',
};

/** The code's hash, bound to the user it was sent for. */
const codeHash = (userId: string, code: string) => sha256Hex(`${userId}:${code}`);

/** 429 while the registration has taken the day's wrong codes: until the day has passed. */
function assertNotLocked(row: repo.RegistrationRow | undefined, now: Date): void {
  const until =
    row && registrationLockedUntil({ wrongCodes: row.wrong_codes, wrongSince: row.wrong_since }, now);
  if (!until) return;
  const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  throw new AppError('PARTNER_VERIFICATION_LOCKED', {
    params: { count: Math.ceil(seconds / 3600) },
    retryAfterSeconds: seconds,
  });
}

/** A verification address within the signed-in user's organisation (its domains, the user's own). */
async function assertOrganisationAddress(db: Db, caller: SignedInCaller, email: string, lang: Language) {
  const org = await findOrgById(db, caller.orgId);
  const domains = org ? (JSON.parse(org.domains) as string[]) : [];
  const issue = organisationDomainIssue(email, { domains, userEmail: caller.email });
  if (issue)
    throw new AppError('PARTNER_EMAIL_NOT_ORGANISATION', {
      details: [{ path: issue.field, message: translate(lang, issue.messageKey) }],
    });
}

/**
 * PartnerRegister/email: checks the rules (the address in the company's domain and in the
 * caller's organisation), refuses a locked registration, counts the mail against the send
 * limits (`countSend`, which throws past them), makes a six-digit code (crypto-random) and sends
 * it. Nothing is kept when sending fails; without SMTP the mail is kept in the outbox with the
 * registration, in one transaction. A new code gets its own tries; the day's wrong codes stay.
 */
export async function registerEmail(
  db: Db,
  send: SendMail,
  caller: SignedInCaller,
  body: RegisterEmailBody,
  lang: Language,
  countSend: () => Promise<void>,
): Promise<string> {
  const issue = registrationIssue(body);
  if (issue) {
    const id =
      issue.messageKey === 'partners.errors.sameDomain' ? 'PARTNER_EMAIL_DOMAIN' : IssueErrors[issue.field]!;
    throw new AppError(id, { details: [{ path: issue.field, message: translate(lang, issue.messageKey) }] });
  }
  await assertOrganisationAddress(db, caller, body.emailAddress, lang);
  if (await repo.findPartnerByOrg(db, caller.orgId)) throw new AppError('PARTNER_ALREADY_REGISTERED');
  const now = new Date();
  assertNotLocked(await repo.findRegistration(db, caller.userId), now);
  await countSend();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const email = body.emailAddress.toLowerCase();
  const mail = {
    to: email,
    subject: translate(lang, 'partners.mail.subject'),
    text: translate(lang, 'partners.mail.text', {
      code,
      company: body.companyName,
      minutes: VerificationCodeMinutes,
    }),
  };
  const row = {
    user_id: caller.userId,
    org_id: caller.orgId,
    company_name: body.companyName,
    company_url: body.companyUrl,
    domain: companyDomain(body.companyUrl)!,
    email,
    code_hash: codeHash(caller.userId, code),
    expires_at: new Date(now.getTime() + VerificationCodeMinutes * 60_000).toISOString(),
    tries_left: VerificationTries,
    created_at: now.toISOString(),
  };
  if (!send) {
    await repo.saveRegistration(db, row, {
      id: randomUUID(),
      recipient: email,
      subject: mail.subject,
      body: mail.text,
      created_at: now.toISOString(),
    });
  } else {
    try {
      await send(mail);
    } catch (cause) {
      throw new AppError('PARTNER_SEND_EMAIL_FAILED', { cause });
    }
    await repo.saveRegistration(db, row);
  }
  return translate(lang, 'partners.register.codeSent', { email });
}

/**
 * PartnerRegister/code: a right code within its time and tries creates the provider
 * (AwaitingEndorsement) and answers its Provider ID. Every attempt uses a try of the code and
 * counts as a wrong code of the registration's day until it proves right; a registration that
 * reaches the day's bound is locked (429) until the day has passed, whatever code it is sent.
 */
export async function registerCode(db: Db, caller: SignedInCaller, code: string): Promise<string> {
  const failed = () =>
    new AppError('PARTNER_VERIFICATION_FAILED', {
      details: [{ path: 'body.code', message: 'not the code sent, expired, or out of tries' }],
    });
  const at = new Date();
  const pending = await repo.spendTry(db, caller.userId, {
    now: at.toISOString(),
    windowStart: new Date(at.getTime() - VerificationWindowHours * 3_600_000).toISOString(),
    maxWrong: VerificationWrongCodesPerDay,
  });
  if (!pending) {
    assertNotLocked(await repo.findRegistration(db, caller.userId), at);
    throw failed();
  }
  const right =
    pending.expires_at > at.toISOString() && sameSecret(codeHash(caller.userId, code), pending.code_hash);
  if (!right) {
    assertNotLocked(pending, at);
    throw failed();
  }
  if (await repo.findPartnerByOrg(db, caller.orgId)) throw new AppError('PARTNER_ALREADY_REGISTERED');
  const now = new Date().toISOString();
  const id = randomUUID();
  // Two users of one organisation verifying at once: the second meets the one-provider rule.
  const done = await repo
    .completeRegistration(db, {
      id,
      org_id: pending.org_id,
      name: pending.company_name,
      url: pending.company_url,
      domain: pending.domain,
      status: 'AwaitingEndorsement',
      registered_by: caller.userId,
      registered_email: pending.email,
      created_at: now,
      updated_at: now,
    })
    .catch(async (err: unknown) => {
      if (await repo.findPartnerByOrg(db, caller.orgId)) throw new AppError('PARTNER_ALREADY_REGISTERED');
      throw err;
    });
  if (!done) throw failed();
  return id;
}
