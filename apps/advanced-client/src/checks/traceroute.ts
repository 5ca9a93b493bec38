import { isIP } from 'node:net';
import { platform } from 'node:os';
import type { EndpointSet, PathTool, TracerouteResult } from '@netlens/core';
import type { TestContext } from '../context.js';
import { runTool } from '../lib/exec.js';
import { estimatePath } from './pathEstimate.js';

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

/** The OS's path tool: tracert on Windows, traceroute elsewhere, and the OS (for how to get it). */
export function pathTool(os: NodeJS.Platform = platform()): PathTool {
  const name = os === 'win32' ? 'tracert' : 'traceroute';
  const known = { linux: 'linux', darwin: 'macos', win32: 'windows' } as const;
  return { name, os: known[os as keyof typeof known] ?? 'other' };
}

async function trace(host: string, tool: PathTool): Promise<{ hops: Hop[]; error: string | null } | null> {
  const out =
    tool.name === 'tracert'
      ? await runTool('tracert', ['-d', '-h', String(MAX_HOPS), '-w', '1000', host], 90_000)
      : await runTool('traceroute', ['-n', '-q', '1', '-w', '1', '-m', String(MAX_HOPS), host], 90_000);
  if (!out) return null;
  const hops = parseTraceroute(out.stdout);
  return { hops, error: hops.length === 0 ? `no hops (exit code ${out.code})` : null };
}

/** The TCP port a set is reached on: 443 when it lists it, else its first port. */
export function tcpPortOf(set: EndpointSet | undefined, fallback: number): number {
  const ports = (set?.tcpPorts ?? '')
    .split(/[,-]/)
    .map(Number)
    .filter((p) => p > 0);
  return ports.includes(443) ? 443 : (ports[0] ?? fallback);
}

/** The mail, files and media hosts, each with the TCP port its estimate connects to. */
function targetsOf(ctx: TestContext): Map<string, number> {
  const targets = new Map<string, number>();
  for (const area of ['Exchange', 'SharePoint'] as const) {
    const set = ctx.plan.endpoints.find(
      (s) => s.serviceArea === area && s.urls.some((u) => !u.includes('*')),
    );
    const host = set?.urls.find((u) => !u.includes('*'));
    if (host && !targets.has(host)) targets.set(host, tcpPortOf(set, 443));
  }
  const relay = ctx.plan.mediaRelay?.host;
  if (relay && !targets.has(relay)) {
    const server = new URL(ctx.plan.server);
    const serverPort = Number(server.port) || (server.protocol === 'https:' ? 443 : 80);
    targets.set(relay, relay === server.hostname ? serverPort : 443);
  }
  return targets;
}

/**
 * `traceroute`: the network path to the mail, files and media hosts, with each hop's AS. Where
 * the OS's tool is missing or traces nothing, each host still gets an estimate made without
 * privileges (TCP connect time, hop count), and a missing tool is named with how to get it.
 */
export async function tracerouteTest(ctx: TestContext): Promise<TracerouteResult> {
  const tool = pathTool();
  let missing = false;
  const targets: TracerouteResult['targets'] = [];
  for (const [host, port] of [...targetsOf(ctx)].slice(0, 10)) {
    const traced = await trace(host, tool);
    if (!traced) missing = true;
    const { hops, error } = traced ?? { hops: [], error: `${tool.name} is not installed` };
    for (const hop of hops) {
      if (hop.address && isIP(hop.address)) hop.asn = (await ctx.locate(hop.address))?.asn ?? null;
    }
    if (hops.length) {
      const last = hops.at(-1)?.address ?? null;
      targets.push({ host, reached: last !== null && (last === host || isIP(host) === 0), hops, error });
      continue;
    }
    const estimate = await estimatePath(host, port, MAX_HOPS);
    targets.push({
      host,
      reached: estimate.connectMs !== null || estimate.hopCount !== null,
      hops,
      error,
      estimate,
    });
  }
  return { targets, ...(missing ? { missingTool: tool } : {}) };
}
