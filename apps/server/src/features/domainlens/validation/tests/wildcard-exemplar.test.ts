import { describe, expect, it } from 'vitest';
import { deps, input, run, withProposed } from '../../../../test/domainlens-validation-fixtures.js';
import { runChangeValidation } from '../engine.js';

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

  it('every wildcard form of the public list asks for an exemplar and is never looked up itself', async () => {
    const asked: string[] = [];
    const resolver = {
      resolve4: (n: string) => (asked.push(n), deps.resolver.resolve4(n)),
      resolve6: (n: string) => (asked.push(n), deps.resolver.resolve6(n)),
    };
    const forms = ['*.example.org', '*cdn.contoso.com', '*-files.contoso.com', 'autodiscover.*.contoso.com'];
    const check = async (i: ReturnType<typeof input>) =>
      (await runChangeValidation(i, { ...deps, resolver })).find((r) => r.test === 'WildcardExemplar')!;

    const missing = await check(withProposed({ fqdns: ['web.contoso.com', ...forms] }));
    expect(missing.severity).toBe('Blocking');
    expect(missing.details?.missing?.sort()).toEqual([...forms].sort());

    // A middle * covers one label: a deeper name is no exemplar; one label is, and is looked up.
    const named = withProposed({ fqdns: ['web.contoso.com', 'autodiscover.*.contoso.com'] });
    named.change.wildcardExemplars = { 'autodiscover.*.contoso.com': 'autodiscover.a.b.contoso.com' };
    expect((await check(named)).details?.missing).toEqual(['autodiscover.*.contoso.com']);
    named.change.wildcardExemplars = { 'autodiscover.*.contoso.com': 'autodiscover.mail.contoso.com' };
    expect((await check(named)).details?.unresolved?.[0]).toMatch(/^autodiscover\.\*\.contoso\.com \(/);
    expect(asked).toContain('autodiscover.mail.contoso.com');
    expect(asked.filter((n) => n.includes('*'))).toEqual([]);
  });
});
