import { describe, expect, it } from 'vitest';
import {
  VerificationWindowHours,
  VerificationWrongCodesPerDay,
  organisationDomainIssue,
  registrationIssue,
  registrationLockedUntil,
} from './rules.js';

const body = (companyUrl: string, emailAddress: string) => ({
  companyUrl,
  emailAddress,
  termsAccepted: true,
});

describe('the registration address rules', () => {
  it("takes the company's domain and its subdomains, nothing else", () => {
    expect(registrationIssue(body('https://www.contoso.example/x', 'noc@contoso.example'))).toBeNull();
    expect(registrationIssue(body('contoso.example', 'noc@mail.contoso.example'))).toBeNull();
    expect(registrationIssue(body('contoso.example', 'noc@notcontoso.example'))?.messageKey).toBe(
      'partners.errors.sameDomain',
    );
  });

  it("takes only the organisation's domains or the user's own e-mail domain", () => {
    const org = {
      domains: ['Contoso.example', 'www.contoso-networks.example'],
      userEmail: 'eve@tailspin.example',
    };
    expect(organisationDomainIssue('noc@contoso.example', org)).toBeNull();
    expect(organisationDomainIssue('noc@eu.contoso.example', org)).toBeNull();
    expect(organisationDomainIssue('noc@contoso-networks.example', org)).toBeNull();
    expect(organisationDomainIssue('noc@tailspin.example', org)).toBeNull();
    const refused = { field: 'emailAddress', messageKey: 'partners.errors.orgDomain' };
    expect(organisationDomainIssue('ceo@victim-bank.example', org)).toEqual(refused);
    expect(organisationDomainIssue('ceo@badcontoso.example', org)).toEqual(refused);
    expect(organisationDomainIssue('not an address', org)).toEqual(refused);
    // A domain entry that is not a domain (a bare top-level name) grants nothing.
    expect(
      organisationDomainIssue('ceo@victim.example', { domains: ['example', ''], userEmail: 'x' }),
    ).toEqual(refused);
  });
});

describe('the lock of a registration', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

  it("locks at the day's bound of wrong codes until the day has passed", () => {
    const max = VerificationWrongCodesPerDay;
    expect(registrationLockedUntil({ wrongCodes: max - 1, wrongSince: hoursAgo(1) }, now)).toBeNull();
    expect(registrationLockedUntil({ wrongCodes: max, wrongSince: hoursAgo(1) }, now)).toEqual(
      new Date(now.getTime() + (VerificationWindowHours - 1) * 3_600_000),
    );
    expect(
      registrationLockedUntil({ wrongCodes: max, wrongSince: hoursAgo(VerificationWindowHours) }, now),
    ).toBeNull();
    expect(registrationLockedUntil({ wrongCodes: 0, wrongSince: null }, now)).toBeNull();
  });
});
