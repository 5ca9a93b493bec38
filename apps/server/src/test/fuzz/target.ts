import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminToken, startTestApp, type TestApp } from '../harness.js';
import { FRONT_DOORS } from '../connectivity-fixtures.js';
import { Browser, ORIGIN, seedOrg, seedUser } from '../identity-helpers.js';
import type { FuzzRequest } from './requests.js';

/** Every access group, so the fuzzed user gets past authorisation into each route's own checks. */
export const EveryGroup = [
  'netlens-org-admins',
  'netlens-partners',
  'netlens-leadership',
  'netlens-domain-lens',
  'netlens-workload-champions',
  'netlens-service-champions',
  'netlens-connectivity-champions',
];

export interface FuzzTarget {
  t: TestApp;
  /** The headers of a generated request as its caller sends them (session cookie, CSRF token, admin token). */
  headersFor: (r: FuzzRequest) => Record<string, string>;
  /** Whether the fuzzed user is still signed in. */
  signedIn: () => Promise<boolean>;
  close: () => Promise<void>;
}

/**
 * The real server on a fresh SQLite database with an operator token and a user holding every
 * access (the advanced client file present, as on a built install).
 */
export async function startFuzzTarget(env: Record<string, string> = {}): Promise<FuzzTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'netlens-fuzz-'));
  const client = join(dir, 'netlens-advanced.mjs');
  writeFileSync(client, '// the advanced client\n');
  const token = adminToken();
  const t = await startTestApp('sqlite', {
    FRONT_DOORS,
    ADMIN_TOKEN: token,
    ADVANCED_CLIENT_FILE: client,
    ...env,
  });
  await seedOrg(t, 'contoso');
  await seedUser(t, 'contoso', 'fuzzer', EveryGroup);
  const user = new Browser(t);
  await user.signIn('fuzzer');
  return {
    t,
    headersFor: (r) => {
      const headers: Record<string, string> = { ...r.headers };
      if (r.caller === 'user' || r.caller === 'userWithoutCsrf') {
        headers.cookie = user.cookieHeader();
        if (r.method !== 'GET') headers.origin = ORIGIN;
        if (r.caller === 'user' && user.csrf) headers['x-csrf-token'] = user.csrf;
      }
      if (r.caller === 'admin') headers.authorization = `Bearer ${token}`;
      return headers;
    },
    signedIn: async () => (await user.get('/api/identity/session')).json().signedIn === true,
    close: async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
