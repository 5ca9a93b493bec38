// The datagrams of the meetings media test: the advanced client's simulated call, which the
// server's relay echoes for the runs it knows. Layout (big-endian):
//    0  magic (4): MEDIA_MAGIC in a request, MEDIA_ECHO_MAGIC in the relay's echo
//    4  sequence number (4)
//    8  send time, ms since the epoch (8, float64)
//   16  run id (16: the bytes of its UUID)
//   32  run key (16): mediaRunKey(SHA-256 of the run's token, run id)
//   48  padding, up to the packet's size
// Web Crypto only, so the module runs in Node and in browsers alike.

export const MEDIA_MAGIC = 0x4e4c4d52; // "NLMR"
/** The echo's magic: an echo is never echoed again, so two relays cannot bounce a packet. */
export const MEDIA_ECHO_MAGIC = 0x4e4c4d45; // "NLME"
export const MEDIA_HEADER_BYTES = 48;
/** Largest datagram the relay answers: an audio packet with headroom, never more than one MTU. */
export const MEDIA_MAX_BYTES = 1200;
export const MEDIA_PACKET_BYTES = 160; // 20 ms of G.711 audio
export const MEDIA_PACKET_INTERVAL_MS = 20;
export const MEDIA_CALL_MS = 10_000;
const KEY_BYTES = 16;

const encoder = new TextEncoder();
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => Uint8Array.from(hex.match(/[0-9a-f]{2}/gi) ?? [], (h) => parseInt(h, 16));

/** SHA-256 of a run token, hex: the only form the server keeps it in. */
export async function runTokenHash(token: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token))));
}

/**
 * The key every media packet of a run carries: HMAC-SHA-256 of the run id under the token's
 * hash, first 16 bytes. The client derives it from its token, the relay from the stored hash.
 */
export async function mediaRunKey(tokenHash: string, runId: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    fromHex(tokenHash),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign(
    'HMAC',
    key,
    encoder.encode(`netlens media relay ${runId.toLowerCase()}`),
  );
  return new Uint8Array(mac).slice(0, KEY_BYTES);
}

/** The fields of a media datagram's header. */
export interface MediaHeader {
  /** An echo from the relay (else a request to it). */
  echo: boolean;
  seq: number;
  sentAt: number;
  runId: string;
  key: Uint8Array;
}

const view = (packet: Uint8Array) => new DataView(packet.buffer, packet.byteOffset, packet.byteLength);

/** Writes a request's header at the start of `packet` (MEDIA_HEADER_BYTES or more long). */
export function writeMediaHeader(packet: Uint8Array, h: Omit<MediaHeader, 'echo'>): void {
  const v = view(packet);
  v.setUint32(0, MEDIA_MAGIC);
  v.setUint32(4, h.seq);
  v.setFloat64(8, h.sentAt);
  packet.set(fromHex(h.runId.replace(/-/g, '')).subarray(0, 16), 16);
  packet.set(h.key.subarray(0, KEY_BYTES), 32);
}

/** The header of a request or an echo between MEDIA_HEADER_BYTES and MEDIA_MAX_BYTES long; else null. */
export function readMediaHeader(packet: Uint8Array): MediaHeader | null {
  if (packet.byteLength < MEDIA_HEADER_BYTES || packet.byteLength > MEDIA_MAX_BYTES) return null;
  const v = view(packet);
  const magic = v.getUint32(0);
  if (magic !== MEDIA_MAGIC && magic !== MEDIA_ECHO_MAGIC) return null;
  const id = toHex(packet.subarray(16, 32));
  return {
    echo: magic === MEDIA_ECHO_MAGIC,
    seq: v.getUint32(4),
    sentAt: v.getFloat64(8),
    runId: `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`,
    key: packet.slice(32, 32 + KEY_BYTES),
  };
}

/** Marks a request as the relay's echo, in place (same bytes and size otherwise). */
export function markMediaEcho(packet: Uint8Array): void {
  view(packet).setUint32(0, MEDIA_ECHO_MAGIC);
}
