import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { RouteClass, VpnResult } from '@netlens/core';
import type { TestContext } from '../context.js';
import { routeInterface } from '../lib/routes.js';

/** Interface names VPN clients use (tun/tap, WireGuard, PPP, macOS utun, IPsec, vendor adapters). */
export const VPN_INTERFACE =
  /^(tun|tap|wg|ppp|utun|ipsec|gpd|cscotun|vpn|nordlynx|zt)\d*|vpn|anyconnect|globalprotect|fortinet|wireguard/i;

/** Classifies a workload from the interfaces its addresses leave by. */
export function classify(interfaces: readonly (string | null)[], vpn: ReadonlySet<string>): RouteClass {
  const known = interfaces.filter((i): i is string => i !== null);
  if (known.length === 0) return 'unknown';
  const tunneled = known.filter((i) => vpn.has(i)).length;
  if (tunneled === 0) return 'splitOut';
  return tunneled === known.length ? 'tunneled' : 'selective';
}

async function addressesOf(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  try {
    return (await dns.lookup(host, { all: true, family: 4 })).map((a) => a.address).slice(0, 4);
  } catch {
    return [];
  }
}

/** `vpn`: VPN interfaces, and per Optimize route of mail, files and meetings how it leaves. */
export async function vpnTest(ctx: TestContext): Promise<VpnResult> {
  const names = Object.keys(networkInterfaces());
  const vpnInterfaces = names.filter((n) => VPN_INTERFACE.test(n));
  const vpn = new Set(vpnInterfaces);
  const targets: { workload: 'mail' | 'files' | 'meetings'; host: string }[] = [];
  const first = (area: string) =>
    ctx.plan.endpoints
      .find((s) => s.serviceArea === area && s.category === 'Optimize')
      ?.urls.find((u) => !u.includes('*'));
  const mail = first('Exchange');
  const files = first('SharePoint');
  if (mail) targets.push({ workload: 'mail', host: mail });
  if (files) targets.push({ workload: 'files', host: files });
  if (ctx.plan.mediaRelay) targets.push({ workload: 'meetings', host: ctx.plan.mediaRelay.host });
  const routes: VpnResult['routes'] = [];
  for (const t of targets) {
    const addresses = await addressesOf(t.host);
    const ifaces = await Promise.all(addresses.map((a) => routeInterface(a)));
    routes.push({
      workload: t.workload,
      host: t.host,
      address: addresses[0] ?? null,
      interface: ifaces.find((i) => i !== null) ?? null,
      classification: classify(ifaces, vpn),
    });
  }
  return { vpnInterfaces: vpnInterfaces.slice(0, 50), routes };
}
