import { describe, expect, it } from 'vitest';
import { showsSignIn } from './signIn';

const on = { DisableSignIn: false };

describe('showsSignIn', () => {
  it('shows sign-in on ordinary pages', () => {
    for (const path of ['/', '', '/reports', '/report/temp', '/status', '/copilotx', '/unknown/page']) {
      expect(showsSignIn(path, on), path).toBe(true);
    }
  });

  it('hides sign-in on the Copilot and NPP dashboard pages, in any case and below them', () => {
    for (const path of [
      '/copilot',
      '/copilot/',
      '/Copilot',
      '/nppdashboard',
      '/NppDashboard/',
      '/nppdashboard/x',
    ]) {
      expect(showsSignIn(path, on), path).toBe(false);
    }
  });

  it('hides sign-in everywhere when DisableSignIn is set', () => {
    expect(showsSignIn('/', { DisableSignIn: true })).toBe(false);
    expect(showsSignIn('/reports', { DisableSignIn: true })).toBe(false);
  });
});
