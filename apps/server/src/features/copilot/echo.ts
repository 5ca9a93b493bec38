import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';

/** Largest message echoed, messages per connection, and how long an idle connection stays. */
export const ECHO_MAX_PAYLOAD = 4096;
export const ECHO_MAX_MESSAGES = 100;
export const ECHO_IDLE_MS = 30_000;

function serve(socket: WebSocket): void {
  let messages = 0;
  let idle = setTimeout(() => socket.close(1000, 'idle'), ECHO_IDLE_MS);
  socket.on('message', (data, isBinary) => {
    clearTimeout(idle);
    idle = setTimeout(() => socket.close(1000, 'idle'), ECHO_IDLE_MS);
    if (++messages > ECHO_MAX_MESSAGES) return socket.close(1008, 'too many messages');
    socket.send(data, { binary: isBinary });
  });
  socket.on('close', () => clearTimeout(idle));
  socket.on('error', () => socket.terminate());
}

/**
 * A WebSocket echo endpoint at `path` on the app's HTTP server: what the Copilot test's default
 * configuration connects to. Other upgrade requests are left to whoever else listens.
 */
export function attachEcho(app: FastifyInstance, path: string): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: ECHO_MAX_PAYLOAD });
  wss.on('connection', serve);
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== path) return;
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
