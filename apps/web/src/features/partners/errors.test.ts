import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../lib/i18n';
import { ApiError, translate } from '@netlens/core';
import { fieldOf, problemText } from './errors';

const t = ((key: string) => key) as unknown as TFunction;

/** A refusal of PartnerRegister/email or /code as the typed client throws it. */
const refusal = (
  status: number,
  id: string,
  message: string,
  details?: { path: string; message: string }[],
) =>
  new ApiError(
    { method: 'POST', path: '/api/pnpp/api/v1/PartnerRegister/email', status, reason: '' },
    {
      id,
      status,
      message,
      messageKey: '',
      method: 'POST',
      path: '',
      requestId: '1',
      ...(details ? { details } : {}),
    },
  );

describe('registration refusals on the page', () => {
  it("shows another organisation's address under the e-mail field", () => {
    const message = translate('en', 'partners.errors.orgDomain');
    const err = refusal(400, 'PARTNER_EMAIL_NOT_ORGANISATION', message, [{ path: 'emailAddress', message }]);
    expect(fieldOf(err)).toBe('emailAddress');
    expect(problemText(err, t)).toBe('The email address must be in a domain of your organization.');
  });

  it('shows the send limit and the lock as the server words them, above the form', () => {
    const sends = translate('ja', 'partners.errors.codesRateLimited', { count: 42 });
    const limited = refusal(429, 'PARTNER_CODES_RATE_LIMITED', sends);
    expect(fieldOf(limited)).toBeNull();
    expect(problemText(limited, t)).toBe('確認コードの要求が多すぎます。42 分後にもう一度お試しください。');
    const locked = refusal(
      429,
      'PARTNER_VERIFICATION_LOCKED',
      translate('en', 'partners.errors.verificationLocked', { count: 1 }),
    );
    expect(problemText(locked, t)).toBe(
      'Too many wrong codes were entered, so this registration is locked. Try again in 1 hour.',
    );
  });
});
