import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey, countedLimit } from '../../plugins/counted-limits.js';
import { SignInWindowMinutes, type IdentitySettings } from './settings.js';

/** The user name a sign-in post names, as accounts are looked up. */
const accountName = (req: FastifyRequest) =>
  String((req.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase();

/**
 * The embedded provider's sign-in limits, each within `SignInWindowMinutes`: posts per client
 * address (sized so an office behind one address is not refused) and attempts per user name
 * (what bounds guessing one account's password, from any number of addresses). Both are counted
 * before the password is checked, so a refused post costs no password hash; each answers the
 * seconds to wait past its bound, else null.
 */
export function signInLimits(app: FastifyInstance, limits: IdentitySettings['signInLimits']) {
  const windowMs = SignInWindowMinutes * 60_000;
  return {
    address: countedLimit(app, { name: 'signin-address', max: limits.perAddress, windowMs, key: addressKey }),
    account: countedLimit(app, {
      name: 'signin-account',
      max: limits.perAccount,
      windowMs,
      key: accountName,
    }),
  };
}
