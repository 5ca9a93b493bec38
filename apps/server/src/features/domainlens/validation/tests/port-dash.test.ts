import { describe, expect, it } from 'vitest';
import { run, set, withProposed } from '../../../../test/domainlens-validation-fixtures.js';

describe('no dash in port numbers', () => {
  it('new ranges warn, ranges already published pass, malformed ports block', async () => {
    const range = await run(withProposed({ udpPorts: '3478-3481' }));
    expect(range.by('PortDash')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/UDP 3478-3481/),
    });
    const kept = await run(
      withProposed({ udpPorts: '3478-3481' }, { published: set({ udpPorts: '3478-3481' }) }),
    );
    expect(kept.by('PortDash').severity).toBe('Pass');
    const bad = await run(withProposed({ tcpPorts: '443,80-,70000' }));
    expect(bad.by('PortDash')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/TCP "80-" and TCP "70000"/),
    });
  });
});
