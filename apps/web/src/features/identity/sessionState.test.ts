import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '@netlens/core';
import { rememberSignIn, sessionFromInfo, takeSilentSignInTurn } from './sessionState';

const store = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

const info: SessionInfo = {
  signedIn: true,
  user: {
    id: 'u1',
    displayName: 'Alice Smith',
    email: 'alice@contoso.example',
    initials: 'AS',
    organizationId: 'o1',
    organizationName: 'Contoso',
    tenantId: 'contoso',
  },
  access: {
    hasAccessToPartnerPortal: false,
    hasAccessToLeadershipReport: true,
    hasAccessToDomainLens: false,
    isWorkloadChamp: false,
    isServiceChamp: false,
    isConnectivityChamp: false,
    isOrganizationAdmin: true,
  },
  partnerRegistered: false,
  accessRequest: { groups: { domainLens: ['dl-readers'] }, url: 'https://contoso.example/access' },
  tenantCheck: 'ok',
  privacyUrl: 'https://contoso.example/privacy',
  adminSettings: { shareReportWithPublic: false, shareReportWithinOrganization: true },
  csrfToken: 'token',
};

describe('sessionFromInfo', () => {
  it('maps a signed-in answer to the shell session', () => {
    const s = sessionFromInfo(info, 'NotSignedIn');
    expect(s).toMatchObject({
      signedIn: true,
      status: 'SignedIn',
      privacyUrl: 'https://contoso.example/privacy',
    });
    expect(s.access.hasAccessToLeadershipReport).toBe(true);
    expect(s.accessRequest?.groups.domainLens).toEqual(['dl-readers']);
  });
  it('is signed out without an answer, keeping the sign-in status', () => {
    expect(sessionFromInfo(undefined, 'SsoSigningIn')).toMatchObject({
      signedIn: false,
      status: 'SsoSigningIn',
      user: null,
    });
  });
});

describe('silent sign-in turn', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', store());
    vi.stubGlobal('sessionStorage', store());
  });
  it('is taken once per tab, and only by a browser that signed in before', () => {
    expect(takeSilentSignInTurn()).toBe(false);
    rememberSignIn(true);
    expect(takeSilentSignInTurn()).toBe(true);
    expect(takeSilentSignInTurn()).toBe(false);
  });
  it('is not taken after an explicit sign-out', () => {
    rememberSignIn(true);
    rememberSignIn(false);
    expect(takeSilentSignInTurn()).toBe(false);
  });
});
