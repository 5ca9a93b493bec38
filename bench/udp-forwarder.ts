import { createSocket, type RemoteInfo } from 'node:dgram';

/** Impairments added on the way to the target: fixed delay, uniform jitter (0…jitterMs), random loss. */
export interface Impairment {
  delayMs: number;
  jitterMs: number;
  loss: number;
}

/**
 * A UDP forwarder on loopback: every datagram from a client goes to `target` after the impairment;
 * answers come back unimpaired. One upstream socket per client address.
 */
export async function startUdpForwarder(
  target: { host: string; port: number },
  impairment: Impairment,
): Promise<{ port: number; close: () => void }> {
  const front = createSocket('udp4');
  const upstreams = new Map<string, ReturnType<typeof createSocket>>();
  let closed = false;
  const upstreamFor = (client: RemoteInfo) => {
    const key = `${client.address}:${client.port}`;
    let up = upstreams.get(key);
    if (!up) {
      up = createSocket('udp4');
      up.on('message', (msg) => {
        if (!closed) front.send(msg, client.port, client.address);
      });
      up.bind(0, '127.0.0.1');
      upstreams.set(key, up);
    }
    return up;
  };
  front.on('message', (msg, client) => {
    if (Math.random() < impairment.loss) return;
    const up = upstreamFor(client);
    const wait = impairment.delayMs + Math.random() * impairment.jitterMs;
    setTimeout(() => {
      if (!closed) up.send(msg, target.port, target.host);
    }, wait);
  });
  await new Promise<void>((resolve) => front.bind(0, '127.0.0.1', resolve));
  return {
    port: front.address().port,
    close: () => {
      closed = true;
      front.close();
      for (const up of upstreams.values()) up.close();
    },
  };
}
