import { describe, expect, it } from 'vitest';
import { NoAccess } from '@netlens/core';
import { accessFromGroups, requestableGroups, tenantCheck } from './access.js';
import { DefaultAccessGroups, parseAccessGroups, parseStaffTenants } from './settings.js';

const Staff = { accessGroups: DefaultAccessGroups, staffTenants: ['contoso'] };

describe('accessFromGroups', () => {
  it('grants each flag from its mapped groups, case-insensitively', () => {
    const a = accessFromGroups(['NETLENS-LEADERSHIP', 'other'], 'contoso', Staff);
    expect(a).toMatchObject({
      hasAccessToLeadershipReport: true,
      hasAccessToPartnerPortal: false,
      hasAccessToDomainLens: false,
    });
  });
  it('gives the Domain Lens entitlement to every champion role', () => {
    const a = accessFromGroups(['netlens-service-champions'], 'contoso', Staff);
    expect(a).toMatchObject({ hasAccessToDomainLens: true, isServiceChamp: true, isWorkloadChamp: false });
  });
  it('grants nothing without groups', () => {
    expect(Object.values(accessFromGroups([], 'contoso', Staff)).some(Boolean)).toBe(false);
  });

  const every = Object.values(DefaultAccessGroups).flat();
  it('grants every role to a member of every group in a staff tenant', () => {
    expect(Object.values(accessFromGroups(every, 'contoso', Staff)).every(Boolean)).toBe(true);
  });
  it("grants no staff role in another tenant: only the providers' and customers' roles", () => {
    const expected = { ...NoAccess, hasAccessToPartnerPortal: true, isOrganizationAdmin: true };
    expect(accessFromGroups(every, 'fabrikam', Staff)).toEqual(expected);
    // Tenant ids are compared exactly.
    expect(accessFromGroups(every, 'Contoso', Staff)).toEqual(expected);
  });
  it('grants no staff role in any tenant while STAFF_TENANTS is empty', () => {
    const none = { accessGroups: DefaultAccessGroups, staffTenants: [] };
    expect(accessFromGroups(every, 'contoso', none)).toMatchObject({
      hasAccessToLeadershipReport: false,
      hasAccessToDomainLens: false,
      isConnectivityChamp: false,
      hasAccessToPartnerPortal: true,
    });
  });
});

describe('requestableGroups', () => {
  it("names every role's groups in a staff tenant, only the other roles' elsewhere", () => {
    expect(requestableGroups(Staff, 'contoso')).toEqual(DefaultAccessGroups);
    expect(requestableGroups(Staff, 'fabrikam')).toEqual({
      partner: DefaultAccessGroups.partner,
      orgAdmin: DefaultAccessGroups.orgAdmin,
    });
  });
});

describe('tenantCheck', () => {
  it.each([
    ['MultiTenant', null, 'ok'],
    ['MultiTenant', 'GCC', 'redirectGcc'],
    ['MultiTenant', 'DOD', 'blocked'],
    ['MultiTenant', 'DODCON', 'blocked'],
    ['GCC', 'GCC', 'ok'],
    ['GCC', null, 'blocked'],
    ['GCC', 'DOD', 'blocked'],
    ['China', null, 'ok'],
  ] as const)('%s with sub-scope %s is %s', (cloud, scope, expected) => {
    expect(tenantCheck(cloud, scope)).toBe(expected);
  });
});

describe('parseAccessGroups', () => {
  it('replaces the named roles and keeps the other defaults', () => {
    const problems: string[] = [];
    const m = parseAccessGroups('leadership=a1b2|Execs, partner=partners', (p) => problems.push(p));
    expect(problems).toEqual([]);
    expect(m.leadership).toEqual(['a1b2', 'Execs']);
    expect(m.partner).toEqual(['partners']);
    expect(m.orgAdmin).toEqual(DefaultAccessGroups.orgAdmin);
  });
  it('reports unknown roles and empty group lists', () => {
    const problems: string[] = [];
    parseAccessGroups('boss=x,leadership=', (p) => problems.push(p));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('"boss=x"');
  });
});

describe('parseStaffTenants', () => {
  it('reads comma-separated tenant ids once each: ids of create-org, Entra ID tenant ids, issuer hosts', () => {
    const problems: string[] = [];
    const ids = parseStaffTenants(
      ' contoso, 72f988bf-86f1-41af-91ab-2d7cd011db47,contoso,id.example:8443 ,',
      (p) => problems.push(p),
    );
    expect(problems).toEqual([]);
    expect(ids).toEqual(['contoso', '72f988bf-86f1-41af-91ab-2d7cd011db47', 'id.example:8443']);
    expect(parseStaffTenants('', (p) => problems.push(p))).toEqual([]);
  });
  it('reports what is not a tenant id, such as a wildcard', () => {
    const problems: string[] = [];
    parseStaffTenants('contoso,*,two words', (p) => problems.push(p));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('"*"');
  });
});
