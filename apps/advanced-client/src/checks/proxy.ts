import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { platform } from 'node:os';
import { haversineKm, type ProxyResult } from '@netlens/core';
import type { ProxySetting, TestContext } from '../context.js';
import { runTool } from '../lib/exec.js';

/** The proxy in the environment (HTTPS_PROXY, HTTP_PROXY, ALL_PROXY, any case), if any. */
export function environmentProxy(env: NodeJS.ProcessEnv = process.env): ProxySetting | null {
  for (const name of ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'ALL_PROXY', 'all_proxy']) {
    const value = env[name]?.trim();
    if (value) return { url: /^\w+:\/\//.test(value) ? value : `http://${value}`, source: 'environment' };
  }
  return null;
}

/** The OS proxy settings: Windows Internet Settings, macOS scutil; PAC/WPAD addresses as such. */
export async function systemProxies(): Promise<ProxySetting[]> {
  const found: ProxySetting[] = [];
  if (platform() === 'win32') {
    const key = 'HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Internet Settings';
    const out = (await runTool('reg', ['query', key]))?.stdout ?? '';
    const enabled = /ProxyEnable\s+REG_DWORD\s+0x1/.test(out);
    const server = /ProxyServer\s+REG_SZ\s+(\S+)/.exec(out)?.[1];
    const pac = /AutoConfigURL\s+REG_SZ\s+(\S+)/.exec(out)?.[1];
    if (enabled && server)
      found.push({ url: `http://${server.replace(/^.*https=([^;]+).*$/, '$1')}`, source: 'system' });
    if (pac) found.push({ url: pac, source: 'pac' });
  } else if (platform() === 'darwin') {
    const out = (await runTool('scutil', ['--proxy']))?.stdout ?? '';
    const host = /HTTPSProxy : (\S+)/.exec(out)?.[1];
    const port = /HTTPSPort : (\d+)/.exec(out)?.[1];
    if (/HTTPSEnable : 1/.test(out) && host)
      found.push({ url: `http://${host}:${port ?? 80}`, source: 'system' });
    const pac = /ProxyAutoConfigURLString : (\S+)/.exec(out)?.[1];
    if (/ProxyAutoConfigEnable : 1/.test(out) && pac) found.push({ url: pac, source: 'pac' });
    if (/ProxyAutoDiscoveryEnable : 1/.test(out)) found.push({ url: 'http://wpad/wpad.dat', source: 'wpad' });
  }
  return found;
}

/** `proxy`: the proxies in use for the service's traffic and how far each is from the user. */
export async function proxyTest(ctx: TestContext, extra: readonly ProxySetting[]): Promise<ProxyResult> {
  const seen = new Set<string>();
  const proxies: ProxyResult['proxies'] = [];
  for (const p of [...(ctx.proxy ? [ctx.proxy] : []), ...extra]) {
    if (seen.has(p.url)) continue;
    seen.add(p.url);
    let distanceKm: number | null = null;
    try {
      const host = new URL(p.url).hostname.replace(/^\[|\]$/g, '');
      const ip = isIP(host) ? host : (await dns.lookup(host)).address;
      const where = await ctx.locate(ip);
      if (ctx.location && where?.latitude != null && where.longitude != null) {
        distanceKm = Math.round(
          haversineKm(ctx.location, { latitude: where.latitude, longitude: where.longitude }),
        );
      }
    } catch {
      // The proxy's address is unknown: its distance stays unknown.
    }
    proxies.push({ source: p.source, url: p.url.replace(/\/\/[^@/]*@/, '//'), distanceKm });
  }
  return { proxies: proxies.slice(0, 20) };
}
