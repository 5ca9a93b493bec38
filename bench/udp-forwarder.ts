import { createHash } from 'node:crypto';
import { createSocket, type RemoteInfo } from 'node:dgram';

/** Impairments added on the way to the target: fixed delay, uniform jitter (0…jitterMs), random loss. */
export interface Impairment {
  delayMs: number;
  jitterMs: number;
  loss: number;
}

/** What the forwarder did to one client's datagrams. */
export interface FlowRecord {
  /** The delay added to each datagram in the order they came, in ms; null for one dropped. */
  delaysMs: (number | null)[];
}

/**
 * The n-th datagram's fate in a flow: two uniform numbers in [0, 1) derived from (seed, n), so
 * every flow with the same seed meets the same sequence of losses and delays.
 */
function draws(seed: string, n: number): [number, number] {
  const h = createHash('sha256').update(`${seed}:${n}`).digest();
  return [h.readUInt32BE(0) / 2 ** 32, h.readUInt32BE(4) / 2 ** 32];
}

/**
 * A UDP forwarder on loopback: every datagram from a client goes to `target` after the impairment;
 * answers come back unimpaired. One upstream socket per client address (a flow). The impairment
 * of a flow's n-th datagram depends only on `seed` and n (common random numbers): two tools
 * measured through it at the same time meet the same losses and delays, so the forwarder is not
 * the cause of a difference between them.
 */
export async function startUdpForwarder(
  target: { host: string; port: number },
  impairment: Impairment,
  opts: { seed?: string; onFlow?: (client: string) => void } = {},
): Promise<{ port: number; flows: Map<string, FlowRecord>; close: () => void }> {
  const seed = opts.seed ?? 'netlens';
  const front = createSocket('udp4');
  const upstreams = new Map<string, ReturnType<typeof createSocket>>();
  const flows = new Map<string, FlowRecord>();
  let closed = false;
  const flowFor = (client: RemoteInfo) => {
    const key = `${client.address}:${client.port}`;
    let up = upstreams.get(key);
    let flow = flows.get(key);
    if (!up || !flow) {
      up = createSocket('udp4');
      up.on('message', (msg) => {
        if (!closed) front.send(msg, client.port, client.address);
      });
      up.bind(0, '127.0.0.1');
      upstreams.set(key, up);
      flow = { delaysMs: [] };
      flows.set(key, flow);
      opts.onFlow?.(key);
    }
    return { up, flow };
  };
  front.on('message', (msg, client) => {
    const { up, flow } = flowFor(client);
    const [lossDraw, jitterDraw] = draws(seed, flow.delaysMs.length);
    if (lossDraw < impairment.loss) {
      flow.delaysMs.push(null);
      return;
    }
    const wait = impairment.delayMs + jitterDraw * impairment.jitterMs;
    flow.delaysMs.push(wait);
    const forward = () => {
      if (!closed) up.send(msg, target.port, target.host);
    };
    // A timer waits at least 1 ms: nothing to add is forwarded at once.
    if (wait === 0) forward();
    else setTimeout(forward, wait);
  });
  await new Promise<void>((resolve) => front.bind(0, '127.0.0.1', resolve));
  return {
    port: front.address().port,
    flows,
    close: () => {
      closed = true;
      front.close();
      for (const up of upstreams.values()) up.close();
    },
  };
}
