import fc from 'fast-check';
import { createPacResolver } from 'pac-resolver';
import { QuickJS } from 'quickjs-wasi';
import { beforeAll, describe, expect, it } from 'vitest';
import { PacQuerySchema, type PublishedEndpointSet } from '@netlens/core';
import { pacFile } from './pac.js';

let qjs: QuickJS;
beforeAll(async () => {
  qjs = await QuickJS.create();
});

const set = (category: PublishedEndpointSet['category'], urls: string[]): PublishedEndpointSet => ({
  id: 1,
  serviceArea: 'Exchange',
  serviceAreaDisplayName: 'Exchange Online',
  urls,
  expressRoute: false,
  category,
  required: true,
});

/**
 * Names as a published list holds them, plus the characters that end a string literal or a line
 * (the engine's shExpMatch does not escape regular-expression characters, which no name holds).
 */
const name = fc.string({
  unit: fc.constantFrom(...'ab-_.*é"\\\n\u2028\'/<>!'.split('')),
  maxLength: 20,
});

describe('the PAC file', () => {
  it('is valid JavaScript whatever names a published list holds', async () => {
    const q = PacQuerySchema.parse({ Type: '2', DefaultProxySettings: 'PROXY proxy.contoso.com:8080' });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.constantFrom('Optimize', 'Allow', 'Default' as const),
            fc.array(name, { maxLength: 4 }),
          ),
          {
            maxLength: 6,
          },
        ),
        async (entries) => {
          const text = pacFile(
            'Worldwide',
            '2026112701',
            entries.map(([c, urls]) => set(c, urls)),
            q,
          );
          const find = createPacResolver(qjs, text);
          // A name with a `*` may cover the host; either way the script runs and answers one of the two.
          expect(['DIRECT', 'PROXY proxy.contoso.com:8080']).toContain(
            await find('https://unlisted.example.net/'),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a proxy setting that is not a PAC answer, so no text becomes code', () => {
    for (const bad of [
      'PROXY x:1"; return "DIRECT',
      'PROXY proxy.contoso.com',
      'proxy.contoso.com:8080',
      'PROXY a:1; alert(1)',
      'PROXY a:1\nfunction',
    ]) {
      expect(PacQuerySchema.safeParse({ DefaultProxySettings: bad }).success, bad).toBe(false);
    }
    const good = PacQuerySchema.parse({
      DefaultProxySettings: 'proxy 10.10.10.10:8080;socks5 [2001:db8::1]:1080 ; DIRECT',
    });
    expect(good.DefaultProxySettings).toBe('PROXY 10.10.10.10:8080; SOCKS5 [2001:db8::1]:1080; DIRECT');
    expect(good.Type).toBe('1');
    expect(good.DirectProxySettings).toBe('DIRECT');
  });
});
