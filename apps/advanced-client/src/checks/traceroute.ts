import { isIP } from 'node:net';
import { platform } from 'node:os';
import type { TracerouteResult } from '@netlens/core';
import type { TestContext } from '../context.js';
import { runTool } from '../lib/exec.js';

const MAX_HOPS = 20;
type Hop = TracerouteResult['targets'][number]['hops'][number];

/** Hops from `traceroute -n` (Linux, macOS) or `tracert -d` (Windows) output. */
export function parseTraceroute(text: string): Hop[] {
  const hops: Hop[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*(\d{1,2})\s+(.*)$/.exec(line);
    if (!m) continue;
    const rest = m[2]!;
    const address =
      /(\d+\.\d+\.\d+\.\d+|[0-9a-f]*:[0-9a-f:]+)/i.exec(rest.replace(/<?\d+(\.\d+)? ms/g, ''))?.[1] ?? null;
    const rtt = /<?(\d+(?:\.\d+)?) ms/.exec(rest)?.[1];
    hops.push({ hop: Number(m[1]), address, rttMs: rtt === undefined ? null : Number(rtt), asn: null });
  }
  return hops.slice(0, 64);
}

async function trace(host: string): Promise<{ hops: Hop[]; error: string | null }> {
  const win = platform() === 'win32';
  const out = win
    ? await runTool('tracert', ['-d', '-h', String(MAX_HOPS), '-w', '1000', host], 90_000)
    : await runTool('traceroute', ['-n', '-q', '1', '-w', '1', '-m', String(MAX_HOPS), host], 90_000);
  if (!out) return { hops: [], error: `${win ? 'tracert' : 'traceroute'} is not installed` };
  const hops = parseTraceroute(out.stdout);
  return { hops, error: hops.length === 0 ? `no hops (exit code ${out.code})` : null };
}

/** `traceroute`: the network path to the mail, files and media hosts, with each hop's AS. */
export async function tracerouteTest(ctx: TestContext): Promise<TracerouteResult> {
  const hosts = new Set<string>();
  for (const area of ['Exchange', 'SharePoint'] as const) {
    const host = ctx.plan.endpoints.find((s) => s.serviceArea === area)?.urls.find((u) => !u.includes('*'));
    if (host) hosts.add(host);
  }
  if (ctx.plan.mediaRelay) hosts.add(ctx.plan.mediaRelay.host);
  const targets: TracerouteResult['targets'] = [];
  for (const host of [...hosts].slice(0, 10)) {
    const { hops, error } = await trace(host);
    for (const hop of hops) {
      if (hop.address && isIP(hop.address)) hop.asn = (await ctx.locate(hop.address))?.asn ?? null;
    }
    const last = hops.at(-1)?.address ?? null;
    targets.push({ host, reached: last !== null && (last === host || isIP(host) === 0), hops, error });
  }
  return { targets };
}
