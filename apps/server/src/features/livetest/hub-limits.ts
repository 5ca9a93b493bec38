import type { IncomingMessage } from 'node:http';

/** Limits of the live channel per client address (per instance). */
export interface HubLimits {
  /** Connections one address may hold open at once. */
  connectionsPerAddress: number;
  /** Handshakes (new connections, refused ones included) one address may start per minute. */
  handshakesPerMinute: number;
}

const WINDOW_MS = 60_000;

/** The client address of a request: the first forwarded address when a proxy is trusted. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  if (trustProxy && first) return first;
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * Counts the live channel's handshakes and open connections per address: a new handshake is
 * refused (with the reason) once the address holds its share of connections or has started its
 * share of handshakes this minute; refusals clear as connections close and the minute turns.
 */
export class HubAdmission {
  private readonly open = new Map<string, number>();
  private readonly started = new Map<string, number>();
  private windowStart: number;

  constructor(
    private readonly limits: HubLimits,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.windowStart = now();
  }

  /** Counts a handshake of the address; null when it may go on, else why it may not. */
  admit(address: string): string | null {
    const now = this.now();
    if (now - this.windowStart >= WINDOW_MS) {
      this.started.clear();
      this.windowStart = now;
    }
    const started = (this.started.get(address) ?? 0) + 1;
    this.started.set(address, started);
    if (started > this.limits.handshakesPerMinute) {
      return `too many connection attempts from this address (at most ${this.limits.handshakesPerMinute} a minute); retry later`;
    }
    if ((this.open.get(address) ?? 0) >= this.limits.connectionsPerAddress) {
      return `too many open connections from this address (at most ${this.limits.connectionsPerAddress}); close one and retry`;
    }
    return null;
  }

  opened(address: string): void {
    this.open.set(address, (this.open.get(address) ?? 0) + 1);
  }

  closed(address: string): void {
    const left = (this.open.get(address) ?? 1) - 1;
    if (left > 0) this.open.set(address, left);
    else this.open.delete(address);
  }
}
