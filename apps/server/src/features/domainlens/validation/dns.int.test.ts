import { createSocket, type Socket } from 'node:dgram';
import dns2 from 'dns2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDnsResolver, lookupName } from './dns.js';
import { runChangeValidation } from './engine.js';
import type { ChangeValidationInput } from './input.js';

const { Packet } = dns2;

/** The zone the test's authoritative server answers for: name → A and AAAA addresses. */
const ZONE: Record<string, { a?: string[]; aaaa?: string[] }> = {
  'mail.contoso.test': { a: ['192.0.2.10'], aaaa: ['2001:db8::10'] },
  'v6only.contoso.test': { aaaa: ['2001:db8::20'] },
  'old.contoso.test': { a: ['192.0.2.11'] },
};

/** A small authoritative DNS server on loopback (UDP): the zone's records, NXDOMAIN for the rest. */
function startZoneServer(): Promise<Socket> {
  const socket = createSocket('udp4');
  socket.on('message', (msg, rinfo) => {
    const request = Packet.parse(msg);
    const question = request.questions?.[0];
    if (!question) return;
    const response = Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    const name = String(question.name).toLowerCase().replace(/\.$/, '');
    const records = ZONE[name];
    if (!records)
      response.header.rcode = 3; // NXDOMAIN
    else if (question.type === Packet.TYPE.A) {
      for (const address of records.a ?? []) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, { type: Packet.TYPE.A, ttl: 0, address }),
        );
      }
    } else if (question.type === Packet.TYPE.AAAA) {
      for (const address of records.aaaa ?? []) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, { type: Packet.TYPE.AAAA, ttl: 0, address }),
        );
      }
    }
    socket.send(response.toBuffer(), rinfo.port, rinfo.address);
  });
  return new Promise((resolve) => socket.bind(0, '127.0.0.1', () => resolve(socket)));
}

/** A server that takes every query and never answers. */
function startSilentServer(): Promise<Socket> {
  const socket = createSocket('udp4');
  socket.on('message', () => undefined);
  return new Promise((resolve) => socket.bind(0, '127.0.0.1', () => resolve(socket)));
}

const closeSocket = (socket: Socket) => new Promise<void>((resolve) => socket.close(() => resolve()));

describe('the DNS resolver against servers on loopback', () => {
  let zone: Socket;
  let silent: Socket;
  let zoneServer: string;
  let silentServer: string;

  beforeAll(async () => {
    zone = await startZoneServer();
    silent = await startSilentServer();
    zoneServer = `127.0.0.1:${zone.address().port}`;
    silentServer = `127.0.0.1:${silent.address().port}`;
  });

  afterAll(async () => {
    await closeSocket(zone);
    await closeSocket(silent);
  });

  it('resolves A and AAAA records from the configured server', async () => {
    const resolver = createDnsResolver({ servers: [zoneServer], timeoutMs: 2000 });
    const mail = await lookupName(resolver, 'mail.contoso.test', 2000);
    expect(mail.ok && [...mail.addresses].sort()).toEqual(['192.0.2.10', '2001:db8::10']);
    const v6 = await lookupName(resolver, 'v6only.contoso.test', 2000);
    expect(v6).toEqual({ ok: true, name: 'v6only.contoso.test', addresses: ['2001:db8::20'] });
  });

  it('maps a name the server does not know to NXDOMAIN', async () => {
    const resolver = createDnsResolver({ servers: [zoneServer], timeoutMs: 2000 });
    const ghost = await lookupName(resolver, 'ghost.contoso.test', 2000);
    expect(ghost).toMatchObject({
      ok: false,
      failure: 'NXDOMAIN',
      message: 'could not resolve ghost.contoso.test (NXDOMAIN: the name does not exist)',
    });
  });

  it('gives up on a server that never answers within the time-out', async () => {
    const resolver = createDnsResolver({ servers: [silentServer], timeoutMs: 300 });
    const started = Date.now();
    const result = await lookupName(resolver, 'mail.contoso.test', 300);
    const elapsed = Date.now() - started;
    expect(result).toMatchObject({
      ok: false,
      failure: 'TimedOut',
      message: 'could not resolve mail.contoso.test (timed out after 300 ms)',
    });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2000);
  });

  it('runs the change validation on real lookups, and on a silent server still finishes', async () => {
    const set = {
      id: 'set-1',
      instance: 'Worldwide',
      workload: 'Mail',
      serviceArea: 'Exchange',
      governanceCategory: 'Allow' as const,
      isExpressRoute: false,
      required: true,
      notes: null,
      tcpPorts: '443',
      udpPorts: '',
      fqdns: ['old.contoso.test'],
      cidrs: [],
      memberSetId: null,
    };
    const input: ChangeValidationInput = {
      proposed: { ...set, fqdns: ['mail.contoso.test', 'ghost.contoso.test'] },
      published: set,
      change: {
        addedFqdns: [],
        removedFqdns: [],
        addedCidrs: [],
        removedCidrs: [],
        addedServiceTreeIds: [],
        removedServiceTreeIds: [],
        expectedPublishDate: null,
        bulkRemovalEscalated: false,
        wildcardExemplars: {},
      },
      otherPublishedSets: [],
      memberSetStatus: null,
      serviceTree: { entries: [], assignments: [] },
      ipRanges: [],
    };
    const now = new Date();
    const real = await runChangeValidation(input, {
      resolver: createDnsResolver({ servers: [zoneServer], timeoutMs: 2000 }),
      now,
      timeoutMs: 2000,
    });
    expect(real.find((r) => r.test === 'DnsResolution')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/ghost\.contoso\.test \(NXDOMAIN/),
    });
    expect(real.find((r) => r.test === 'RemovalStillInDns')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/old\.contoso\.test → 192\.0\.2\.11/),
    });

    const started = Date.now();
    const silentRun = await runChangeValidation(input, {
      resolver: createDnsResolver({ servers: [silentServer], timeoutMs: 300 }),
      now,
      timeoutMs: 300,
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(silentRun.find((r) => r.test === 'DnsResolution')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/timed out after 300 ms/),
    });
    expect(silentRun.find((r) => r.test === 'RemovalStillInDns')?.severity).toBe('Warning');
  });
});
