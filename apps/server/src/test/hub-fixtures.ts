import { io as connect, type Socket } from 'socket.io-client';
import type { CreatedLiveRun, PublishAck } from '@netlens/core';
import type { TestApp } from './harness.js';
import { form, postForm } from './connectivity-fixtures.js';

/** Integration-test helpers for the live channel: a report, a run, and hub connections. */
export async function newRun(t: TestApp): Promise<CreatedLiveRun> {
  const report = await postForm(t, form());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/LiveTest/CreateRun',
    payload: { reportId: report.json().id },
  });
  if (res.statusCode !== 201) throw new Error(`CreateRun answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Opens a hub connection (websocket only, no reconnection) and waits until it connects or fails. */
export async function join(
  base: string,
  runId: string,
  token?: string,
  before?: (socket: Socket) => void,
): Promise<Socket> {
  const socket = connect(base, {
    path: '/messagingHub',
    query: { runId },
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    autoConnect: false,
  });
  before?.(socket);
  socket.connect();
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return socket;
}

/** Emits an event and resolves with the server's acknowledgement. */
export const publish = (socket: Socket, event: string, payload: unknown): Promise<PublishAck> =>
  socket.timeout(5000).emitWithAck(event, payload);

/** Collects every event a socket receives; `next` takes the oldest one of a name not yet taken. */
export function recorder(socket: Socket): {
  events: [string, unknown][];
  next: (name: string) => Promise<unknown>;
} {
  const events: [string, unknown][] = [];
  const taken = new Set<number>();
  const waiters: { name: string; resolve: (v: unknown) => void }[] = [];
  const take = (name: string) => {
    const i = events.findIndex(([n], k) => n === name && !taken.has(k));
    if (i < 0) return undefined;
    taken.add(i);
    return { payload: events[i]![1] };
  };
  socket.onAny((name: string, payload: unknown) => {
    events.push([name, payload]);
    const w = waiters.findIndex((x) => x.name === name);
    if (w >= 0) waiters.splice(w, 1)[0]!.resolve(take(name)!.payload);
  });
  return {
    events,
    next: (name) =>
      new Promise((resolve, reject) => {
        const ready = take(name);
        if (ready) return resolve(ready.payload);
        waiters.push({ name, resolve });
        setTimeout(() => reject(new Error(`no ${name} within 5 s`)), 5000).unref();
      }),
  };
}

export { SAMPLE_RESULTS } from './sample-results.js';
