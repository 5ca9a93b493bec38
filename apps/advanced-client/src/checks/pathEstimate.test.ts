import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvancedPlan, EndpointSet } from '@netlens/core';
import type { TestContext } from '../context.js';
import { estimatePath, hopCount } from './pathEstimate.js';
import { pathTool, tcpPortOf, tracerouteTest } from './traceroute.js';

let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const set = (tcpPorts: string): EndpointSet => ({
  id: 1,
  serviceArea: 'Exchange',
  urls: ['127.0.0.1'],
  tcpPorts,
  category: 'Optimize',
  required: true,
});

describe('the network path without a path tool', () => {
  it('counts the hops to a host by the TTL of the first probe it refuses', async () => {
    expect(await hopCount('127.0.0.1', 5)).toBe(1);
  });

  it('times TCP connects to the host, and says why when none opens', async () => {
    const open = await estimatePath('127.0.0.1', port, 5);
    expect(open).toMatchObject({ port, hopCount: 1, error: null });
    expect(open.connectMs).toBeGreaterThanOrEqual(0);
    const closed = await estimatePath('127.0.0.1', 9, 5);
    expect(closed).toMatchObject({ port: 9, connectMs: null, hopCount: 1 });
    expect(closed.error).toMatch(/ECONNREFUSED/);
  });

  it('names the tool of each OS and the port each endpoint is reached on', () => {
    expect(pathTool('win32')).toEqual({ name: 'tracert', os: 'windows' });
    expect(pathTool('darwin')).toEqual({ name: 'traceroute', os: 'macos' });
    expect(pathTool('freebsd')).toEqual({ name: 'traceroute', os: 'other' });
    expect(tcpPortOf(set('80,443'), 1)).toBe(443);
    expect(tcpPortOf(set('8080'), 1)).toBe(8080);
    expect(tcpPortOf(undefined, 443)).toBe(443);
  });

  it('gives each target an estimate and names the missing tool when it is not installed', async () => {
    const plan = {
      endpoints: [set(String(port))],
      server: `http://127.0.0.1:${port}/`,
      mediaRelay: { host: '127.0.0.1', port: 3478 },
      dnsZone: null,
      serverLocation: { latitude: 0, longitude: 0 },
    } satisfies AdvancedPlan;
    const ctx = { plan, locate: async () => null } as unknown as TestContext;
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const result = await tracerouteTest(ctx);
      expect(result.missingTool).toEqual(pathTool());
      expect(result.targets).toHaveLength(1);
      expect(result.targets[0]).toMatchObject({
        host: '127.0.0.1',
        reached: true,
        hops: [],
        estimate: { port, hopCount: 1, error: null },
      });
    } finally {
      process.env.PATH = path;
    }
  });
});
