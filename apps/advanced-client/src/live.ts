import { io, type Socket } from 'socket.io-client';
import { HUB_PATH, HUB_RETRY_MS, type PublishAck } from '@netlens/core';

/** How long one event may keep being retried (the server may be restarting). */
const PUBLISH_DEADLINE_MS = 5 * 60_000;
const ACK_TIMEOUT_MS = 10_000;

export type LiveLog = (message: string) => void;

/** Errors that retrying cannot fix: the run or its token is wrong. */
const PERMANENT = /^(token|runId):/;

/**
 * The live channel to the report page: connects with the run's token, reconnects after 1 s when a
 * connect fails (logging it), and delivers each event until the server acknowledges it.
 */
export class LiveChannel {
  private readonly socket: Socket;
  private refused: string | null = null;

  constructor(
    server: string,
    runId: string,
    token: string,
    private readonly log: LiveLog,
  ) {
    const base = new URL(server);
    this.socket = io(base.origin, {
      path: `${base.pathname.replace(/\/$/, '')}${HUB_PATH}`,
      query: { runId },
      auth: { token },
      transports: ['websocket'],
      reconnectionDelay: HUB_RETRY_MS,
      reconnectionDelayMax: HUB_RETRY_MS,
      randomizationFactor: 0,
    });
    this.socket.on('connect_error', (err) => {
      if (PERMANENT.test(err.message)) {
        this.refused = err.message;
        this.log(`live channel refused: ${err.message}`);
        return;
      }
      this.log(`live channel: connect failed (${err.message}); retrying in ${HUB_RETRY_MS / 1000} s`);
      // A refusal by the server's checks is not retried by socket.io itself.
      if (!this.socket.active) setTimeout(() => this.socket.connect(), HUB_RETRY_MS).unref();
    });
    this.socket.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      this.log(`live channel: disconnected (${reason}); reconnecting`);
      // A disconnect by the server is not retried by socket.io itself.
      if (reason === 'io server disconnect') setTimeout(() => this.socket.connect(), HUB_RETRY_MS).unref();
    });
  }

  /** Resolves once connected; rejects when the server refuses the run or token. */
  async ready(timeoutMs = 30_000): Promise<void> {
    const start = Date.now();
    while (!this.socket.connected) {
      if (this.refused) throw new Error(this.refused);
      if (Date.now() - start > timeoutMs) throw new Error('the live channel could not connect in time');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Sends an event until the server acknowledges it; a refusal (invalid data) is thrown. */
  async publish(event: string, payload: unknown): Promise<void> {
    const deadline = Date.now() + PUBLISH_DEADLINE_MS;
    for (;;) {
      if (this.refused) throw new Error(this.refused);
      try {
        if (!this.socket.connected) await this.ready(Math.max(1000, deadline - Date.now()));
        const ack: PublishAck = await this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload);
        if (ack.ok) return;
        if (/send it again|slow down/.test(ack.error)) await new Promise((r) => setTimeout(r, HUB_RETRY_MS));
        else throw new Error(`the server refused ${event}: ${ack.error}`);
      } catch (err) {
        if ((err as Error).message.startsWith('the server refused')) throw err;
        if (Date.now() > deadline)
          throw new Error(`${event} could not be delivered: ${(err as Error).message}`, { cause: err });
      }
    }
  }

  close(): void {
    this.socket.close();
  }
}
