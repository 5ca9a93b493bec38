import { describe, expect, it } from 'vitest';
import { input, run, set } from '../../../../test/domainlens-validation-fixtures.js';

describe('duplicate URL:port or IP:port', () => {
  it('the same name or overlapping subnet on a shared port blocks', async () => {
    const other = set({
      id: 'set-2',
      workload: 'Teams',
      serviceArea: 'Exchange',
      fqdns: ['mail.contoso.com'],
      cidrs: ['40.96.1.128/25'],
      tcpPorts: '80,443',
    });
    const r = (await run(input({ otherPublishedSets: [other] }))).by('DuplicateEndpoint');
    expect(r.severity).toBe('Blocking');
    expect(r.reason).toMatch(/mail\.contoso\.com on TCP 443 \(also in set set-2\)/);
    expect(r.reason).toMatch(/40\.96\.1\.0\/24 on TCP 443 \(40\.96\.1\.128\/25 in set set-2\)/);
    const otherPorts = (await run(input({ otherPublishedSets: [{ ...other, tcpPorts: '80' }] }))).by(
      'DuplicateEndpoint',
    );
    expect(otherPorts.severity).toBe('Pass');
    const otherInstance = (await run(input({ otherPublishedSets: [{ ...other, instance: 'China' }] }))).by(
      'DuplicateEndpoint',
    );
    expect(otherInstance.severity).toBe('Pass');
  });
});
