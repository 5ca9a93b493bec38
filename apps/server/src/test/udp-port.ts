import { createSocket } from 'node:dgram';
import { readFileSync } from 'node:fs';

/** Where the system's ephemeral (automatically given) ports begin; Linux's default elsewhere. */
function ephemeralPortsFrom(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 10_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A UDP port on 127.0.0.1 for a server to bind later (the DNS responder, the media relay). Taken
 * below the system's ephemeral range: a port from that range can be given, between this choice
 * and the server's bind, to any UDP socket opened meanwhile (a resolver's query, a browser's),
 * whose local port the server then finds in use. Below it only sockets that name their port bind.
 */
export async function freeUdpPort(): Promise<number> {
  const ephemeralLow = ephemeralPortsFrom();
  const lowest = 10_000;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = lowest + Math.floor(Math.random() * (ephemeralLow - lowest));
    const socket = createSocket('udp4');
    const free = await new Promise<boolean>((resolve) => {
      socket.once('error', () => resolve(false));
      socket.bind(port, '127.0.0.1', () => resolve(true));
    });
    await new Promise<void>((resolve) => socket.close(() => resolve()));
    if (free) return port;
  }
  throw new Error(`no free UDP port between ${lowest} and ${ephemeralLow}`);
}
