import { describe, expect, it } from 'vitest';
import { EndpointSetInputSchema, UpsertDraftBodySchema, validCidr, validFqdn, validPorts } from './rules.js';
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

  it('versions: YYYYMMDDNN, numbered per day', () => {
    expect(nextVersion(undefined, '20261125')).toBe('2026112501');
    expect(nextVersion('2026112501', '20261125')).toBe('2026112502');
    expect(nextVersion('2026112409', '20261125')).toBe('2026112501');
  });
});
