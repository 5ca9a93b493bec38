import { describe, expect, it } from 'vitest';
import { input, run, set } from '../../../../test/domainlens-validation-fixtures.js';

describe('removal still in DNS', () => {
  it('removed names that still resolve warn', async () => {
    const published = set({ fqdns: ['web.contoso.com', 'old.contoso.com', 'ghost.contoso.com'] });
    const still = await run(input({ published }));
    expect(still.by('RemovalStillInDns')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/old\.contoso\.com → 40\.96\.1\.11/),
    });
    expect(still.by('RemovalStillInDns').reason).not.toMatch(/ghost/);
    const moved = await run(
      input({
        published,
        otherPublishedSets: [set({ id: 'set-8', fqdns: ['old.contoso.com'], cidrs: [], tcpPorts: '80' })],
      }),
    );
    expect(moved.by('RemovalStillInDns').severity).toBe('Pass');
    const gone = await run(input({ published: set({ fqdns: ['web.contoso.com', 'ghost.contoso.com'] }) }));
    expect(gone.by('RemovalStillInDns').severity).toBe('Pass');
  });
});
