import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One version of a public endpoint service: its list and the change records that led to it. */
export interface UpstreamVersion {
  latest: string;
  endpoints: unknown[];
  changes: { version: string }[];
}

/** What the fake service answers now: a version, HTTP 500 everywhere, or malformed JSON for the list. */
export type UpstreamMode = { version: UpstreamVersion } | 'error' | { malformed: UpstreamVersion };

/**
 * A public endpoint service on loopback, as an upstream: /version, /version/{instance},
 * /endpoints/{instance} and /changes/{instance}/{version} of one instance; it keeps the
 * ClientRequestId each call sent.
 */
export async function startUpstreamService(instance: string) {
  let mode: UpstreamMode = 'error';
  const requestIds: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    requestIds.push(url.searchParams.get('ClientRequestId') ?? '');
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (mode === 'error') return send(500, '{"error":"unavailable"}');
    const v = 'version' in mode ? mode.version : mode.malformed;
    const [, method, name, since] = url.pathname.split('/');
    if (method === 'version' && !name) return send(200, JSON.stringify([{ instance, latest: v.latest }]));
    if (name !== instance) return send(400, '{"error":"unknown instance"}');
    if (method === 'version') return send(200, JSON.stringify({ instance, latest: v.latest }));
    if (method === 'endpoints')
      return 'malformed' in mode ? send(200, '[{"id": 1,') : send(200, JSON.stringify(v.endpoints));
    if (method === 'changes')
      return send(200, JSON.stringify(v.changes.filter((c) => c.version > (since ?? ''))));
    send(404, '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requestIds,
    set: (next: UpstreamMode) => void (mode = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
