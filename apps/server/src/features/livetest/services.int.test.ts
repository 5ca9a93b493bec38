import { createSocket } from 'node:dgram';
import { promises as dns } from 'node:dns';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRunKey, runTokenHash, writeMediaHeader, type AdvancedPlan } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { FRONT_DOORS } from '../../test/connectivity-fixtures.js';
import { newRun } from '../../test/hub-fixtures.js';
import { freeUdpPort } from '../../test/udp-port.js';
import { ZONE_ANSWER } from '../dnsresponder/responder.js';

const kinds = await testDatabases();
const ZONE = 'probe.netlens.test';

/** Sends one datagram and resolves with the answer, or null after 1 s. */
function udpRoundTrip(port: number, packet: Buffer): Promise<Buffer | null> {
  const socket = createSocket('udp4');
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.close();
      resolve(null);
    }, 1000);
    socket.once('message', (msg) => {
      clearTimeout(timer);
      socket.close();
      resolve(msg);
    });
    socket.send(packet, port, '127.0.0.1');
  });
}

describe.each(kinds)('advanced test services (%s)', (kind) => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'netlens-client-'));
  const clientFile = join(dir, 'netlens-advanced.mjs');
  let dnsPort = 0;
  beforeAll(async () => {
    dnsPort = await freeUdpPort();
    writeFileSync(clientFile, '#!/usr/bin/env node\nconsole.log("client");\n');
    t = await startTestApp(kind, {
      FRONT_DOORS,
      MEDIA_RELAY_PORT: '0',
      DNS_ZONE: ZONE,
      DNS_RESPONDER_PORT: String(dnsPort),
      DNS_RESPONDER_HOST: '127.0.0.1',
      ADVANCED_CLIENT_FILE: clientFile,
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const plan = async (): Promise<AdvancedPlan> =>
    (await t.app.inject({ url: '/api/LiveTest/Plan', headers: { host: 'netlens.example:8443' } })).json();

  it('plans every front door as a required Optimize endpoint, with the relay and the zone', async () => {
    const p = await plan();
    expect(p.server).toBe('http://netlens.example:8443/');
    const optimize = p.endpoints.filter((s) => s.category === 'Optimize');
    expect(optimize.map((s) => s.urls[0]).sort()).toEqual([
      'ams.example.test',
      'den.example.test',
      'den.example.test',
      'dub.example.test',
      'lon.example.test',
      'lon.example.test',
    ]);
    expect(optimize.every((s) => s.required && s.tcpPorts === '80,443')).toBe(true);
    expect(p.mediaRelay).toMatchObject({ host: 'netlens.example' });
    expect(p.dnsZone).toBe(ZONE);
    // The multi-tenant cloud's published endpoint list, read by the client from this server.
    expect(p.endpointListInstance).toBe('Worldwide');
  });

  it("echoes the media packets of the runs it knows, by the key derived from the run's token", async () => {
    const { port } = (await plan()).mediaRelay!;
    const run = await newRun(t);
    const key = await mediaRunKey(await runTokenHash(run.token), run.runId);
    const packet = (runId: string, k: Uint8Array) => {
      const p = Buffer.alloc(160);
      writeMediaHeader(p, { seq: 7, sentAt: Date.now(), runId, key: k });
      return p;
    };
    const sent = packet(run.runId, key);
    const echo = await udpRoundTrip(port, sent);
    expect(echo?.subarray(4)).toEqual(sent.subarray(4));
    const other = await newRun(t);
    expect(await udpRoundTrip(port, packet(other.runId, key))).toBeNull();
    expect(await udpRoundTrip(port, packet('00000000-0000-4000-8000-000000000000', key))).toBeNull();
    expect(await udpRoundTrip(port, Buffer.from('not a media packet at all'))).toBeNull();
  });

  it('answers names of its zone, records the resolver that asked, and refuses other zones', async () => {
    const resolver = new dns.Resolver({ timeout: 1000, tries: 1 });
    resolver.setServers([`127.0.0.1:${dnsPort}`]);
    const name = `nl0123456789abcdef.${ZONE}`;
    expect(await resolver.resolve4(name)).toEqual([ZONE_ANSWER]);
    await expect(resolver.resolve4('example.org')).rejects.toMatchObject({ code: 'EREFUSED' });
    let seen = await t.app.inject({ url: `/api/LiveTest/Resolver/${name}` });
    for (let i = 0; i < 20 && seen.statusCode === 404; i++) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await t.app.inject({ url: `/api/LiveTest/Resolver/${name}` });
    }
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ name, resolverIp: '127.0.0.1', city: null });
    const unseen = await t.app.inject({ url: `/api/LiveTest/Resolver/nlneverasked0000.${ZONE}` });
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json().error.id).toBe('RESOLVER_NOT_SEEN');
  });

  it('locates public addresses only, and names a malformed one', async () => {
    const london = (await t.app.inject({ url: '/api/LiveTest/Locate/81.2.69.142' })).json();
    expect(london).toMatchObject({ public: true, country: 'GB' });
    expect((await t.app.inject({ url: '/api/LiveTest/Locate/10.1.2.3' })).json()).toMatchObject({
      public: false,
      city: null,
      asn: null,
    });
    const bad = await t.app.inject({ url: '/api/LiveTest/Locate/not-an-ip' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('an IPv4 or IPv6 address');
  });

  it('offers the built client for download', async () => {
    const res = await t.app.inject({ url: '/api/LiveTest/client' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="netlens-advanced.mjs"');
    expect(res.body).toContain('#!/usr/bin/env node');
  });
});
