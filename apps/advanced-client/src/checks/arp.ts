import { platform } from 'node:os';
import type { ArpResult } from '@netlens/core';
import { runTool } from '../lib/exec.js';
import { defaultRoute } from '../lib/routes.js';

const MAC = /([0-9a-f]{1,2}[:-]){5}[0-9a-f]{1,2}/i;
const normalMac = (m: string) =>
  m
    .toLowerCase()
    .replace(/-/g, ':')
    .split(':')
    .map((p) => p.padStart(2, '0'))
    .join(':');

/** Neighbour table lines → (ip, mac) pairs, from `ip neigh` or `arp -a` output. */
export function parseNeighbours(text: string): { ip: string; mac: string }[] {
  const out: { ip: string; mac: string }[] = [];
  for (const line of text.split('\n')) {
    const ip = /\(?(\d+\.\d+\.\d+\.\d+)\)?/.exec(line)?.[1];
    const mac = MAC.exec(line)?.[0];
    if (ip && mac && !/FAILED|INCOMPLETE/i.test(line)) out.push({ ip, mac: normalMac(mac) });
  }
  return out;
}

/** `arp`: the gateway's MAC addresses in the neighbour table; more than one is a conflict. */
export async function arpTest(): Promise<ArpResult> {
  const route = await defaultRoute();
  const tool =
    platform() === 'linux' ? await runTool('ip', ['-4', 'neigh', 'show']) : await runTool('arp', ['-a']);
  if (!tool) throw new Error('no neighbour table tool (ip or arp) is available');
  const neighbours = parseNeighbours(tool.stdout);
  const gatewayMacs = [...new Set(neighbours.filter((n) => n.ip === route.gateway).map((n) => n.mac))];
  return {
    gateway: route.gateway,
    gatewayMacs: gatewayMacs.slice(0, 20),
    neighbours: neighbours.length,
    conflict: gatewayMacs.length > 1,
  };
}
