import { createSocket, type Socket } from 'node:dgram';
import { MEDIA_MAGIC } from '@netlens/core';

/** Largest datagram echoed: an audio packet with headroom, never more than one MTU. */
const MAX_DATAGRAM = 1200;

export interface MediaRelay {
  port: number;
  close: () => Promise<void>;
}

/**
 * The meetings media relay: echoes each well-formed test datagram to its sender, unchanged and
 * at the same size (so it cannot amplify traffic). Anything else is dropped.
 */
export async function startMediaRelay(port: number, host = '0.0.0.0'): Promise<MediaRelay> {
  const socket: Socket = createSocket({ type: host.includes(':') ? 'udp6' : 'udp4' });
  socket.on('message', (msg, rinfo) => {
    if (msg.length < 16 || msg.length > MAX_DATAGRAM || msg.readUInt32BE(0) !== MEDIA_MAGIC) return;
    socket.send(msg, rinfo.port, rinfo.address);
  });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, host, () => {
      socket.off('error', reject);
      resolve();
    });
  });
  return {
    port: socket.address().port,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
