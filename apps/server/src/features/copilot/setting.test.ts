import { describe, expect, it } from 'vitest';
import { workloadDomains } from './domains.js';
import { copilotOrigins, parseConnectivityDomains, parseWssDomains } from './setting.js';

describe('Copilot domain settings', () => {
  it('reads groups of test domains, with self for this server', () => {
    const r = parseConnectivityDomains(
      JSON.stringify([
        { displayName: 'Copilot', testDomains: ['self', 'substrate.office.com', 'http://10.0.0.1:81/'] },
      ]),
    );
    expect(r).toEqual({
      ok: true,
      value: [
        {
          displayName: 'Copilot',
          targets: [
            { kind: 'self' },
            { kind: 'url', url: 'https://substrate.office.com/' },
            { kind: 'url', url: 'http://10.0.0.1:81/' },
          ],
        },
      ],
    });
  });

  it('names each bad entry', () => {
    const r = parseConnectivityDomains(
      JSON.stringify([{ displayName: 'X', testDomains: ['ok.example', 'bad name'] }]),
    );
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems.join()).toMatch(/\[0\.testDomains\.1\] \(X\): "bad name"/);
    expect(parseConnectivityDomains('{').ok).toBe(false);
    expect(parseConnectivityDomains(JSON.stringify([{ displayName: '', testDomains: [] }])).ok).toBe(false);
    const ws = parseWssDomains('self, https://x.example');
    expect(!ws.ok && ws.problems).toEqual(['"https://x.example" must use ws or wss']);
  });

  it('lists the origins the page connects to, without this server', () => {
    const connectivity = parseConnectivityDomains(
      JSON.stringify([{ displayName: 'A', testDomains: ['self', 'a.example', 'https://a.example/x'] }]),
    );
    const wss = parseWssDomains('self,b.example:8443');
    if (!connectivity.ok || !wss.ok) throw new Error('unexpected');
    expect(copilotOrigins({ connectivity: connectivity.value, wss: wss.value })).toEqual([
      'https://a.example',
      'wss://b.example:8443',
    ]);
  });

  it('resolves self to this server as reached, under the cloud prefix', () => {
    const setting = {
      connectivity: [{ displayName: 'N', targets: [{ kind: 'self' as const }] }],
      wss: [{ kind: 'self' as const }],
    };
    expect(workloadDomains(setting, 'https://netlens.example/gcc/')).toEqual({
      connectivityTestExtraDomains: [{ displayName: 'N', testDomains: ['https://netlens.example/gcc/'] }],
      wssTestDomains: ['wss://netlens.example/gcc/api/copilot/echo'],
    });
    expect(workloadDomains(setting, 'http://127.0.0.1:8080/').wssTestDomains).toEqual([
      'ws://127.0.0.1:8080/api/copilot/echo',
    ]);
  });
});
