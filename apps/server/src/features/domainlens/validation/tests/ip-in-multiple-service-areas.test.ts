import { describe, expect, it } from 'vitest';
import { input, run, set } from '../../../../test/domainlens-validation-fixtures.js';

describe('no IP in several service areas', () => {
  it('a subnet overlapping one of another service area blocks', async () => {
    const teams = set({
      id: 'set-3',
      workload: 'Teams',
      serviceArea: 'Skype',
      fqdns: [],
      cidrs: ['40.96.0.0/20'],
      tcpPorts: '3478',
    });
    const r = (await run(input({ otherPublishedSets: [teams] }))).by('IpInMultipleServiceAreas');
    expect(r).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/40\.96\.1\.0\/24 \(40\.96\.0\.0\/20 in Skype, set set-3\)/),
    });
    const sameArea = (await run(input({ otherPublishedSets: [{ ...teams, serviceArea: 'Exchange' }] }))).by(
      'IpInMultipleServiceAreas',
    );
    expect(sameArea.severity).toBe('Pass');
  });
});
