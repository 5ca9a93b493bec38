import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo } from 'node:net';
import { quantile } from '@netlens/core/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureTcpRtt, startEchoServer } from './echo.js';
import { startDelayForwarder } from './forwarder.js';
import { parseHostPort } from './host-port.js';

/** Sends `data`, half-closes, and collects everything the other side sends until it closes. */
function exchange(port: number, data: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const s = connect({ host: '127.0.0.1', port }, () => s.end(data));
    s.on('data', (c: Buffer) => chunks.push(c));
    s.on('end', () => resolve(Buffer.concat(chunks)));
    s.on('error', reject);
  });
}

describe('delay forwarder', () => {
  let echo: Awaited<ReturnType<typeof startEchoServer>>;
  let baseline: number;
  beforeAll(async () => {
    echo = await startEchoServer();
    // Medians as measured samples: the upper middle one of an even count.
    baseline = quantile((await measureTcpRtt('127.0.0.1', echo.port, 30)).rtts, 0.5, 'higher');
  });
  afterAll(async () => echo.stop());

  it.each([0, 10, 50])('adds twice a one-way delay of %i ms to the round trip', async (delayMs) => {
    const fwd = await startDelayForwarder({ targetHost: '127.0.0.1', targetPort: echo.port, delayMs });
    try {
      const { firstMs, rtts } = await measureTcpRtt('127.0.0.1', fwd.port, 20);
      const added = quantile(rtts, 0.5, 'higher') - baseline;
      expect(added).toBeGreaterThanOrEqual(2 * delayMs - 0.5);
      // Room for a loaded machine's scheduling, still far below a delay added twice a direction.
      expect(added).toBeLessThan(2 * delayMs + Math.max(5, delayMs / 2));
      // The first exchange also pays the stand-in for the handshake: two round trips in all.
      expect(firstMs).toBeGreaterThanOrEqual(4 * delayMs - 0.5);
      expect(firstMs).toBeLessThan(4 * delayMs + 50);
      expect(fwd.stats()).toMatchObject({ accepted: 1, dropped: 0, bytesUp: 21, bytesDown: 21 });
    } finally {
      await fwd.stop();
    }
  });

  it('cuts the link: open connections are reset, new ones get no answer until it is restored', async () => {
    const fwd = await startDelayForwarder({
      targetHost: '127.0.0.1',
      targetPort: echo.port,
      handshakeRtt: false,
    });
    try {
      const open = connect({ host: '127.0.0.1', port: fwd.port });
      await new Promise((r) => open.once('connect', r));
      const closedOpen = new Promise<string>((resolve) => {
        open.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
        open.on('close', () => resolve('closed'));
      });
      fwd.cut(true);
      expect(await closedOpen).toMatch(/ECONNRESET|closed/);
      const during = connect({ host: '127.0.0.1', port: fwd.port });
      during.on('error', () => undefined);
      during.write('ping');
      const answered = await Promise.race([
        new Promise((r) => during.once('data', () => r(true))),
        new Promise((r) => setTimeout(() => r(false), 300)),
      ]);
      expect(answered).toBe(false);
      fwd.cut(false);
      expect(during.destroyed || (await new Promise((r) => during.once('close', () => r(true))))).toBe(true);
      expect((await exchange(fwd.port, Buffer.from('back'))).toString()).toBe('back');
    } finally {
      await fwd.stop();
    }
  });

  it('applies a new delay to data arriving after configure()', async () => {
    const fwd = await startDelayForwarder({
      targetHost: '127.0.0.1',
      targetPort: echo.port,
      handshakeRtt: false,
    });
    try {
      fwd.configure({ delayMs: 20 });
      const { rtts } = await measureTcpRtt('127.0.0.1', fwd.port, 5);
      expect(quantile(rtts, 0.5, 'higher')).toBeGreaterThanOrEqual(39.5);
      expect(() => fwd.configure({ dropProbability: 2 })).toThrow(RangeError);
      expect(fwd.settings.dropProbability).toBe(0);
    } finally {
      await fwd.stop();
    }
  });

  it('keeps bytes intact and in order under jitter, and passes on a half-close', async () => {
    const fwd = await startDelayForwarder({
      targetHost: '127.0.0.1',
      targetPort: echo.port,
      delayMs: 5,
      jitterMs: 4,
    });
    try {
      const data = randomBytes(4 * 1024 * 1024);
      const back = await exchange(fwd.port, data);
      expect(back.equals(data)).toBe(true);
    } finally {
      await fwd.stop();
    }
  });

  it('resets the chosen share of new connections', async () => {
    let n = 0;
    const fwd = await startDelayForwarder({
      targetHost: '127.0.0.1',
      targetPort: echo.port,
      dropProbability: 0.5,
      random: () => (n++ % 2 === 0 ? 0.1 : 0.9),
    });
    try {
      await expect(exchange(fwd.port, Buffer.from('a'))).rejects.toThrow(/ECONNRESET/);
      await expect(exchange(fwd.port, Buffer.from('b'))).resolves.toEqual(Buffer.from('b'));
      expect(fwd.stats()).toMatchObject({ accepted: 2, dropped: 1 });
    } finally {
      await fwd.stop();
    }
  });

  it('resets the client when the target refuses, and open connections when stopped', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const refused = await startDelayForwarder({ targetHost: '127.0.0.1', targetPort: deadPort });
    await expect(exchange(refused.port, Buffer.from('x'))).rejects.toThrow(/ECONNRESET/);
    await refused.stop();

    const fwd = await startDelayForwarder({ targetHost: '127.0.0.1', targetPort: echo.port, delayMs: 1000 });
    const pending = exchange(fwd.port, Buffer.from('slow'));
    await new Promise((r) => setTimeout(r, 50));
    expect(fwd.stats().active).toBe(1);
    await fwd.stop();
    await expect(pending).rejects.toThrow(/ECONNRESET/);
  });
});

describe('host and port arguments', () => {
  it.each([
    ['8080', { host: 'h', port: 8080 }],
    ['10.0.0.1:80', { host: '10.0.0.1', port: 80 }],
    ['[::1]:443', { host: '::1', port: 443 }],
  ])('reads %s', (value, expected) => expect(parseHostPort(value, 'h')).toEqual(expected));

  it.each(['', 'host', 'host:99999', ':80'])('refuses "%s"', (value) =>
    expect(() => parseHostPort(value, 'h')).toThrow(/not \[host:\]port/),
  );
});
