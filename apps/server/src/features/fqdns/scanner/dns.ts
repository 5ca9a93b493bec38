import { randomInt } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { getServers } from 'node:dns';
import { connect, isIP } from 'node:net';
import * as dnsPacket from 'dns-packet';
import { parseServer, type ResolverAddress as Server } from './settings.js';

/** A resolver's answer to one question, with the flags the scanner reads. */
export interface DnsAnswer {
  ok: true;
  /** NOERROR, NXDOMAIN, SERVFAIL, REFUSED, … */
  rcode: string;
  /** The AD flag: the (validating) resolver checked the answer's DNSSEC signatures. */
  authenticated: boolean;
  answers: dnsPacket.Answer[];
  server: string;
}

/** Why no answer came: no server answered within the time-out, or the query could not be sent. */
export interface DnsNoAnswer {
  ok: false;
  failure: 'TimedOut' | 'Error';
  message: string;
}

/** What the scanner asks of DNS (a configured client; tests pass one aimed at loopback). */
export interface DnsClient {
  query(name: string, type: 'A' | 'AAAA'): Promise<DnsAnswer | DnsNoAnswer>;
  readonly timeoutMs: number;
}

const question = (name: string, type: 'A' | 'AAAA'): dnsPacket.Packet & { id: number } => ({
  type: 'query',
  id: randomInt(0, 65536),
  // Recursion desired, and DO (DNSSEC OK) so the resolver returns signatures and sets AD.
  flags: dnsPacket.RECURSION_DESIRED | dnsPacket.AUTHENTIC_DATA,
  questions: [{ type, name }],
  additionals: [
    {
      type: 'OPT',
      name: '.',
      udpPayloadSize: 1232,
      extendedRcode: 0,
      ednsVersion: 0,
      flags: dnsPacket.DNSSEC_OK,
      flag_do: true,
      options: [],
    },
  ],
});

type Query = ReturnType<typeof question>;

/** Whether an answer is to our question (the ID alone is only 16 bits). */
const sameQuestion = (packet: dnsPacket.DecodedPacket, q: Query) =>
  packet.questions?.[0]?.name.toLowerCase() === q.questions![0]!.name.toLowerCase() &&
  packet.questions[0].type === q.questions![0]!.type;

/** Sends `q` over UDP; the decoded answer, or null when none came within `timeoutMs`. */
function overUdp(server: Server, q: Query, timeoutMs: number): Promise<dnsPacket.DecodedPacket | null> {
  return new Promise((resolve, reject) => {
    const socket = createSocket(isIP(server.host) === 6 ? 'udp6' : 'udp4');
    let settled = false;
    const done = (value: dnsPacket.DecodedPacket | null, error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.close();
      if (error) reject(error);
      else resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    socket.on('error', (err) => done(null, err));
    socket.on('message', (msg, from) => {
      if (from.port !== server.port) return;
      try {
        const packet = dnsPacket.decode(msg);
        if (packet.id === q.id && packet.type === 'response' && sameQuestion(packet, q)) done(packet);
      } catch {
        // not an answer to us: keep waiting
      }
    });
    socket.send(dnsPacket.encode(q), server.port, server.host);
  });
}

/** Sends `q` over TCP (after a truncated UDP answer); null when no answer came within `timeoutMs`. */
function overTcp(server: Server, q: Query, timeoutMs: number): Promise<dnsPacket.DecodedPacket | null> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: server.host, port: server.port });
    let buffered = Buffer.alloc(0);
    const done = (value: dnsPacket.DecodedPacket | null, error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    socket.on('error', (err) => done(null, err));
    socket.on('connect', () => socket.write(dnsPacket.streamEncode(q)));
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length < 2 || buffered.length < 2 + buffered.readUInt16BE(0)) return;
      try {
        done(dnsPacket.decode(buffered.subarray(2, 2 + buffered.readUInt16BE(0))));
      } catch (err) {
        done(null, err as Error);
      }
    });
  });
}

/**
 * A DNS client asking `servers` in turn (the system's resolvers when the list is empty), each
 * bounded by `timeoutMs`; a truncated UDP answer is asked again over TCP.
 */
export function createDnsClient(opts: { servers: readonly string[]; timeoutMs: number }): DnsClient {
  const servers = (opts.servers.length > 0 ? opts.servers : getServers()).map(parseServer);
  return {
    timeoutMs: opts.timeoutMs,
    async query(name, type) {
      let lastError = '';
      for (const server of servers) {
        const q = question(name, type);
        try {
          let packet = await overUdp(server, q, opts.timeoutMs);
          if (packet?.flag_tc) packet = await overTcp(server, q, opts.timeoutMs);
          if (!packet) continue;
          const rcode = (packet as { rcode?: string }).rcode ?? 'NOERROR';
          return {
            ok: true,
            rcode,
            authenticated: packet.flag_ad,
            answers: packet.answers ?? [],
            server: server.text,
          };
        } catch (err) {
          lastError = (err as Error).message;
        }
      }
      if (servers.length === 0)
        return { ok: false, failure: 'Error', message: 'no DNS server is configured' };
      return lastError
        ? { ok: false, failure: 'Error', message: `the DNS query failed (${lastError})` }
        : {
            ok: false,
            failure: 'TimedOut',
            message: `the DNS query timed out after ${seconds(opts.timeoutMs)}`,
          };
    },
  };
}

/** "3 s", "1.5 s", "300 ms": a time-out as a person reads it. */
export function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
