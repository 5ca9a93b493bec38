import { describe, expect, it } from 'vitest';
import { run, set, withProposed } from '../../../../test/domainlens-validation-fixtures.js';

describe('DNS resolution and alignment', () => {
  it('an added FQDN that does not exist blocks, a lookup that times out warns', async () => {
    const nx = await run(withProposed({ fqdns: ['web.contoso.com', 'ghost.contoso.com'] }));
    expect(nx.by('DnsResolution')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/ghost\.contoso\.com \(NXDOMAIN/),
    });
    const slow = await run(withProposed({ fqdns: ['web.contoso.com', 'slow.contoso.com'] }));
    expect(slow.by('DnsResolution')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/could not resolve slow\.contoso\.com \(timed out after 50 ms\)/),
    });
  });

  it('an added FQDN resolving outside the workload subnets warns; wildcards are not resolved', async () => {
    const far = await run(withProposed({ fqdns: ['web.contoso.com', 'far.contoso.com'] }));
    expect(far.by('DnsResolution')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/far\.contoso\.com → 203\.0\.113\.9/),
    });
    const sibling = set({ id: 'set-5', fqdns: [], cidrs: ['203.0.113.0/24'], tcpPorts: '25' });
    const aligned = await run(
      withProposed({ fqdns: ['web.contoso.com', 'far.contoso.com'] }, { otherPublishedSets: [sibling] }),
    );
    expect(aligned.by('DnsResolution').severity).toBe('Pass');
    const elsewhere = await run(
      withProposed(
        { fqdns: ['web.contoso.com', 'far.contoso.com'] },
        { otherPublishedSets: [{ ...sibling, instance: 'China' }] },
      ),
    );
    expect(elsewhere.by('DnsResolution').severity).toBe('Warning');
    const wild = await run(withProposed({ fqdns: ['web.contoso.com', '*.contoso.com'] }));
    expect(wild.by('DnsResolution').severity).toBe('Pass');
  });
});
