import { describe, expect, it } from 'vitest';
import { accessFromGroups, tenantCheck } from './access.js';
import { DefaultAccessGroups, parseAccessGroups } from './settings.js';

describe('accessFromGroups', () => {
  it('grants each flag from its mapped groups, case-insensitively', () => {
    const a = accessFromGroups(['NETLENS-LEADERSHIP', 'other'], DefaultAccessGroups);
    expect(a).toMatchObject({
      hasAccessToLeadershipReport: true,
      hasAccessToPartnerPortal: false,
      hasAccessToDomainLens: false,
    });
  });
  it('gives the Domain Lens entitlement to every champion role', () => {
    const a = accessFromGroups(['netlens-service-champions'], DefaultAccessGroups);
    expect(a).toMatchObject({ hasAccessToDomainLens: true, isServiceChamp: true, isWorkloadChamp: false });
  });
  it('grants nothing without groups', () => {
    expect(Object.values(accessFromGroups([], DefaultAccessGroups)).some(Boolean)).toBe(false);
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
