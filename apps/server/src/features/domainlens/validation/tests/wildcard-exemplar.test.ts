import { describe, expect, it } from 'vitest';
import { input, run, withProposed } from '../../../../test/domainlens-validation-fixtures.js';

describe('wildcard exemplar', () => {
  it('an added wildcard needs a concrete name it covers that resolves', async () => {
    const none = await run(withProposed({ fqdns: ['web.contoso.com', '*.example.org'] }));
    expect(none.by('WildcardExemplar')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/no exemplar FQDN for \*\.example\.org/),
    });
    const inSet = await run(
      withProposed({ fqdns: ['web.contoso.com', '*.files.contoso.com', 'www.files.contoso.com'] }),
    );
    expect(inSet.by('WildcardExemplar').severity).toBe('Pass');
    const named = input();
    named.proposed = { ...named.proposed, fqdns: ['web.contoso.com', '*.contoso.com'] };
    named.change.wildcardExemplars = { '*.contoso.com': 'ghost.contoso.com' };
    expect((await run(named)).by('WildcardExemplar').reason).toMatch(
      /exemplar does not resolve for \*\.contoso\.com/,
    );
    named.change.wildcardExemplars = { '*.contoso.com': 'slow.contoso.com' };
    expect((await run(named)).by('WildcardExemplar').severity).toBe('Warning');
  });
});
