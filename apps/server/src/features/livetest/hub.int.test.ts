import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdvancedCategoryNames, HUB_MAX_EVENT_BYTES } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { FRONT_DOORS } from '../../test/connectivity-fixtures.js';
import { SAMPLE_RESULTS, join, newRun, publish, recorder } from '../../test/hub-fixtures.js';

const kinds = await testDatabases();
const readReport = async (t: TestApp, id: string) =>
  (await t.app.inject({ url: `/api/AnonymousConnectivityTest/ReadReport/${id}` })).json();

describe.each(kinds)('live channel (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { FRONT_DOORS });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('creates a run with a one-time token and refuses unknown or malformed reports', async () => {
    const run = await newRun(t);
    expect(run.status).toBe('Waiting');
    expect(run.token).toMatch(/^[\w-]{43}$/);
    const read = await t.app.inject({ url: `/api/LiveTest/Run/${run.runId}` });
    expect(read.json()).toEqual({ ...run, token: undefined });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/LiveTest/CreateRun',
      payload: { reportId: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/LiveTest/CreateRun',
      payload: { reportId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('reportId');
  });

  it('refuses a wrong token and a missing or unknown run id at the handshake', async () => {
    const run = await newRun(t);
    await expect(join(base, run.runId, 'A'.repeat(43))).rejects.toThrow(/token/);
    await expect(join(base, 'not-a-run')).rejects.toThrow(/runId/);
    await expect(join(base, '00000000-0000-4000-8000-000000000000')).rejects.toThrow(/no such run/);
  });

  it('lets only the token holder publish; a page cannot', async () => {
    const run = await newRun(t);
    const page = await join(base, run.runId);
    const ack = await publish(page, 'Connectivity', SAMPLE_RESULTS.Connectivity);
    expect(ack).toEqual({ ok: false, error: 'only the client holding the run token may publish' });
    expect((await readReport(t, run.reportId)).connectivity).toBeNull();
    page.close();
  });

  it('stores "not available" in place of a result the server cannot offer, and nothing else', async () => {
    const run = await newRun(t);
    const client = await join(base, run.runId, run.token);
    const payload = { notAvailable: { needs: 'DNS_ZONE' } };
    expect(await publish(client, 'DnsResolver', payload)).toEqual({ ok: true });
    expect((await readReport(t, run.reportId)).dnsResolver).toEqual(payload);
    const bad = await publish(client, 'Skype', { notAvailable: { needs: 'ROOT' } });
    expect(!bad.ok && bad.error).toMatch(/^Skype: notAvailable\.needs/);
    client.close();
  });

  it('validates every result, stores it before the broadcast, and replays all to a late page', async () => {
    const run = await newRun(t);
    const client = await join(base, run.runId, run.token);
    let seen!: ReturnType<typeof recorder>;
    const page = await join(base, run.runId, undefined, (s) => (seen = recorder(s)));

    expect(await publish(client, 'ReceiveTestStatus', { status: 'Started' })).toEqual({ ok: true });
    await seen.next('ReceiveTestStatus');
    for (const category of AdvancedCategoryNames) {
      const arrived = seen.next(category);
      expect(await publish(client, category, SAMPLE_RESULTS[category])).toEqual({ ok: true });
      expect(await arrived).toEqual(SAMPLE_RESULTS[category]);
    }
    // The broadcast came after the store: the report already holds what the page saw.
    const stored = await readReport(t, run.reportId);
    expect(stored.connectivity).toEqual(SAMPLE_RESULTS.Connectivity);
    expect(stored.dnsPerformance).toEqual(SAMPLE_RESULTS.DnsConnectivity);
    expect(stored.webSocket).toEqual(SAMPLE_RESULTS.WebSocket);

    const bad = await publish(client, 'Skype', { ...SAMPLE_RESULTS.Skype, lossShare: 7 });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^Skype: lossShare/);
    expect((await readReport(t, run.reportId)).skype).toEqual(SAMPLE_RESULTS.Skype);
    const oversize = await publish(client, 'Proxy', { proxies: [], pad: 'x'.repeat(HUB_MAX_EVENT_BYTES) });
    expect(oversize).toEqual({ ok: false, error: `the payload is larger than ${HUB_MAX_EVENT_BYTES} bytes` });
    expect(await publish(client, 'NoSuchCategory', {})).toEqual({ ok: false, error: 'unknown event' });

    expect(await publish(client, 'ReceiveTestStatus', { status: 'Finished' })).toEqual({ ok: true });
    await seen.next('ReceiveTestStatus');
    expect((await t.app.inject({ url: `/api/LiveTest/Run/${run.runId}` })).json().status).toBe('Finished');

    let replay!: ReturnType<typeof recorder>;
    const late = await join(base, run.runId, undefined, (s) => (replay = recorder(s)));
    await replay.next('ReceiveTestStatus');
    expect(replay.events.map(([name]) => name)).toEqual([...AdvancedCategoryNames, 'ReceiveTestStatus']);
    expect(Object.fromEntries(replay.events)).toMatchObject(SAMPLE_RESULTS);
    for (const s of [client, page, late]) s.close();
  });

  it('drops a connection that sends a message past the transport limit; the run goes on', async () => {
    const run = await newRun(t);
    const client = await join(base, run.runId, run.token);
    await expect(publish(client, 'Proxy', { proxies: [], pad: 'x'.repeat(2_000_000) })).rejects.toThrow();
    const again = await join(base, run.runId, run.token);
    expect(await publish(again, 'Proxy', SAMPLE_RESULTS.Proxy)).toEqual({ ok: true });
    expect((await readReport(t, run.reportId)).proxies).toEqual(SAMPLE_RESULTS.Proxy);
    again.close();
  });

  it('refuses a flood of events and keeps the run working', async () => {
    const run = await newRun(t);
    const client = await join(base, run.runId, run.token);
    const acks = await Promise.all(
      Array.from({ length: 70 }, () => publish(client, 'Arp', SAMPLE_RESULTS.Arp)),
    );
    expect(acks.filter((a) => a.ok)).toHaveLength(60);
    expect(acks.filter((a) => !a.ok).every((a) => !a.ok && /too many/.test(a.error))).toBe(true);
    expect((await readReport(t, run.reportId)).arp).toEqual(SAMPLE_RESULTS.Arp);
    client.close();
  });
});
