import { createSocket } from 'node:dgram';
import dns2 from 'dns2';

const { Packet } = dns2;

/** The address every name of the zone resolves to: TEST-NET-1, never connected to. */
export const ZONE_ANSWER = '192.0.2.1';

export interface DnsResponder {
  port: number;
  close: () => Promise<void>;
}

/** Calls back with the queried name under the zone and the resolver that asked. */
export type SightingSink = (name: string, resolverIp: string) => void;

/**
 * An authoritative DNS responder for one zone (UDP): answers A queries for any name under the
 * zone with ZONE_ANSWER and a zero TTL (so every test reaches it), reports who asked, and
 * refuses names outside the zone.
 */
export async function startDnsResponder(opts: {
  zone: string;
  port: number;
  host: string;
  onSighting: SightingSink;
}): Promise<DnsResponder> {
  const zone = opts.zone.toLowerCase();
  const socket = createSocket({ type: opts.host.includes(':') ? 'udp6' : 'udp4' });
  socket.on('message', (msg, rinfo) => {
    let request;
    try {
      request = Packet.parse(msg);
    } catch {
      return; // not DNS
    }
    const question = request.questions?.[0];
    if (!question || request.header.qr === 1) return;
    const response = Packet.createResponseFromRequest(request);
    const name = String(question.name).toLowerCase().replace(/\.$/, '');
    const inZone = name === zone || name.endsWith(`.${zone}`);
    response.header.aa = 1;
    response.header.ra = 0;
    if (!inZone) {
      response.header.rcode = 5; // REFUSED
    } else {
      if (name !== zone) opts.onSighting(name, rinfo.address);
      if (question.type === Packet.TYPE.A) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, { type: Packet.TYPE.A, ttl: 0, address: ZONE_ANSWER }),
        );
      }
    }
    socket.send(response.toBuffer(), rinfo.port, rinfo.address);
  });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(opts.port, opts.host, () => {
      socket.off('error', reject);
      resolve();
    });
  });
  return {
    port: socket.address().port,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
