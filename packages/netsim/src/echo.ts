import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** A TCP server on loopback that sends back whatever it receives (a target for RTT checks). */
export async function startEchoServer(): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer({ noDelay: true }, (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s)).on('error', () => undefined);
    s.pipe(s);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

/**
 * Round-trip times (ms) of one-byte pings over a single TCP connection to an echo server, and the
 * time the first ping took including the connection set-up.
 */
export async function measureTcpRtt(
  host: string,
  port: number,
  samples: number,
): Promise<{ firstMs: number; rtts: number[] }> {
  const started = performance.now();
  const socket = connect({ host, port, noDelay: true });
  socket.on('error', () => undefined);
  const ping = () =>
    new Promise<number>((resolve, reject) => {
      const t0 = performance.now();
      const onData = () => {
        socket.off('close', onClose);
        resolve(performance.now() - t0);
      };
      const onClose = () => {
        socket.off('data', onData);
        reject(new Error('connection closed before the echo'));
      };
      socket.once('data', onData).once('close', onClose);
      socket.write('.');
    });
  try {
    await ping();
    const firstMs = performance.now() - started;
    const rtts: number[] = [];
    for (let i = 0; i < samples; i++) rtts.push(await ping());
    return { firstMs, rtts };
  } finally {
    socket.destroy();
  }
}
