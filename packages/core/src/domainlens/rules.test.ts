import { describe, expect, it } from 'vitest';
import { FqdnNameSchema } from '../fqdns/rules.js';
import {
  DomainLensMessages,
  EndpointSetInputSchema,
  UpsertDraftBodySchema,
  earliestAdditionDate,
  isIpLiteral,
  validCidr,
  validFqdn,
  validPorts,
  wildcardCovers,
} from './rules.js';
import { nextVersion } from './published.js';

describe('Domain Lens input rules', () => {
  it('ports: comma separated, ranges allowed, 1-65535', () => {
    for (const ok of ['', '443', '80,443', ' 80 , 443 ', '3478-3481']) expect(validPorts(ok), ok).toBe(true);
    for (const bad of ['80;443', '0', '65536', '80,', 'a', '3481-3478', '80 443'])
      expect(validPorts(bad), bad).toBe(false);
  });

  it('FQDNs and CIDRs', () => {
    for (const ok of ['outlook.office.com', '*.office.com', '*-my.sharepoint.com', 'a_b.example']) {
      expect(validFqdn(ok), ok).toBe(true);
    }
    for (const bad of ['localhost', '*.*.example', 'a..b', '-a.example', 'a.example/'])
      expect(validFqdn(bad), bad).toBe(false);
  });

  it('FQDNs take every wildcard form of the public list, and nothing looser', () => {
    const publicForms = [
      '*.outlook.com',
      '*.blob.core.windows.net',
      '*cdn.onenote.net',
      '*-files.sharepoint.com',
      'autodiscover.*.onmicrosoft.com',
      'a.*.b.contoso.com',
    ];
    for (const ok of publicForms) expect(validFqdn(ok), ok).toBe(true);
    const looser = [
      '*',
      '*.com',
      'a.*.com',
      'contoso.*',
      '*.*.contoso.com',
      '*a*.contoso.com',
      'a.b*.contoso.com',
      'a.*b.contoso.com',
      'autodiscover.*.*.com',
      '*.10.0.0.1',
      '*-.contoso.com',
    ];
    for (const bad of looser) expect(validFqdn(bad), bad).toBe(false);
    for (const ok of ['10.0.0.0/8', '13.107.6.152/31', '2603:1006::/40', '2620:1ec:4::152/128']) {
      expect(validCidr(ok), ok).toBe(true);
    }
    for (const bad of ['10.0.0.0', '10.0.0.256/8', '10.0.0.0/33', '2603:1006::/129', 'x/1'])
      expect(validCidr(bad), bad).toBe(false);
  });

  it('an endpoint set needs a workload and an FQDN or subnet, without duplicates', () => {
    const r = EndpointSetInputSchema.safeParse({
      instance: 'Worldwide',
      governanceCategory: 'Allow',
      workloadName: '',
      fqdns: [],
      cidrs: [],
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'workloadName: Missing required fields.',
        'fqdns: At least one FQDN or IP subnet is required.',
      ]),
    );
    const dup = EndpointSetInputSchema.safeParse({
      instance: 'Worldwide',
      governanceCategory: 'Allow',
      workloadName: 'Exchange',
      fqdns: ['A.example', 'a.example'],
    });
    expect(dup.error!.issues.map((i) => i.message)).toEqual(['This FQDN already exists.']);
  });

  it('an IP address is not an FQDN, in any of its spellings, and says so', () => {
    const literals = [
      '127.0.0.1',
      '169.254.169.254',
      '10.0.0.1.',
      '127.1',
      '0x7f.1',
      '0x7f000001',
      '2130706433',
      'a.b.123',
      '::1',
      '[::1]',
      '::ffff:10.0.0.1',
      '[::ffff:127.0.0.1]',
      'fe80::1%eth0',
      '2603:1006::1',
    ];
    for (const text of literals) {
      expect(isIpLiteral(text), text).toBe(true);
      expect(validFqdn(text), text).toBe(false);
      expect(
        FqdnNameSchema.safeParse(text).error?.issues.map((i) => i.message),
        text,
      ).toEqual([DomainLensMessages.ipLiteralFqdn]);
    }
    for (const name of ['outlook.office.com', '1drv.ms', 'a1.b2.example', '*.office.com', '123.example']) {
      expect(isIpLiteral(name), name).toBe(false);
      expect(FqdnNameSchema.safeParse(name).success, name).toBe(true);
    }
    expect(FqdnNameSchema.safeParse('localhost').error?.issues.map((i) => i.message)).toEqual([
      DomainLensMessages.invalidFqdn,
    ]);
    const set = EndpointSetInputSchema.safeParse({
      instance: 'Worldwide',
      governanceCategory: 'Allow',
      workloadName: 'Exchange',
      fqdns: ['a.example', '13.107.6.152'],
    });
    expect(set.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      `fqdns.1: ${DomainLensMessages.ipLiteralFqdn}`,
    ]);
  });

  it('a draft needs a reason, and an edit its version', () => {
    const set = {
      instance: 'Worldwide',
      governanceCategory: 'Allow',
      workloadName: 'Exchange',
      fqdns: ['a.example'],
    };
    const r = UpsertDraftBodySchema.safeParse({
      id: crypto.randomUUID(),
      endpointSet: set,
      changeReason: '',
    });
    expect(r.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['changeReason', 'version']);
  });

  it('wildcards cover concrete names at any depth and in a label', () => {
    expect(wildcardCovers('*.contoso.com', 'a.contoso.com')).toBe(true);
    expect(wildcardCovers('*.contoso.com', 'a.b.contoso.com')).toBe(true);
    expect(wildcardCovers('*.contoso.com', 'contoso.com')).toBe(false);
    expect(wildcardCovers('*-files.contoso.com', 'tenant-files.contoso.com')).toBe(true);
    expect(wildcardCovers('*.contoso.com', '*.x.contoso.com')).toBe(false);
    expect(wildcardCovers('*cdn.onenote.net', 'c1cdn.onenote.net')).toBe(true);
    expect(wildcardCovers('*cdn.onenote.net', 'a.c1cdn.onenote.net')).toBe(false);
    expect(wildcardCovers('*-files.contoso.com', 'a.tenant-files.contoso.com')).toBe(false);
  });

  it('a * label in the middle covers exactly one label', () => {
    const w = 'autodiscover.*.onmicrosoft.com';
    expect(wildcardCovers(w, 'autodiscover.contoso.onmicrosoft.com')).toBe(true);
    expect(wildcardCovers(w, 'AutoDiscover.Contoso.onmicrosoft.com.')).toBe(true);
    expect(wildcardCovers(w, 'autodiscover.a.b.onmicrosoft.com')).toBe(false);
    expect(wildcardCovers(w, 'autodiscover.onmicrosoft.com')).toBe(false);
    expect(wildcardCovers(w, 'x.autodiscover.contoso.onmicrosoft.com')).toBe(false);
    expect(wildcardCovers(w, 'autodiscoverxcontoso.onmicrosoft.com')).toBe(false);
  });

  it('a draft names exemplars only for its wildcards, each a name the wildcard covers', () => {
    const body = (wildcardExemplars: Record<string, string>) =>
      UpsertDraftBodySchema.safeParse({
        endpointSet: {
          instance: 'Worldwide',
          governanceCategory: 'Allow',
          workloadName: 'Exchange',
          fqdns: ['*.Contoso.com', 'a.example'],
        },
        changeReason: 'x',
        wildcardExemplars,
      });
    expect(body({ '*.contoso.com': 'Mail.contoso.com' }).data?.wildcardExemplars).toEqual({
      '*.contoso.com': 'mail.contoso.com',
    });
    const issues = (r: ReturnType<typeof body>) =>
      r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues(body({ '*.contoso.com': 'mail.example' }))).toEqual([
      'wildcardExemplars.*.contoso.com: The exemplar must be a concrete FQDN the wildcard covers.',
    ]);
    expect(issues(body({ 'a.example': 'a.example' }))).toEqual([
      'wildcardExemplars.a.example: An exemplar is named only for a wildcard FQDN of the set.',
    ]);
  });

  it('an addition takes effect at least 30 days from today', () => {
    const draft = (addEffectiveDate: string) =>
      UpsertDraftBodySchema.safeParse({
        endpointSet: {
          instance: 'Worldwide',
          governanceCategory: 'Allow',
          workloadName: 'E',
          fqdns: ['a.example'],
        },
        changeReason: 'x',
        addEffectiveDate,
      });
    const earliest = earliestAdditionDate(new Date());
    expect(draft(earliest).success).toBe(true);
    const soon = new Date(Date.parse(earliest) - 86_400_000).toISOString().slice(0, 10);
    expect(draft(soon).error?.issues.map((i) => i.message)).toEqual([
      'An addition takes effect at least 30 days after publishing.',
    ]);
    expect(draft('2026-13-01').success).toBe(false);
  });

  it('versions: YYYYMMDDNN, numbered per day', () => {
    expect(nextVersion(undefined, '20261125')).toBe('2026112501');
    expect(nextVersion('2026112501', '20261125')).toBe('2026112502');
    expect(nextVersion('2026112409', '20261125')).toBe('2026112501');
  });
});
