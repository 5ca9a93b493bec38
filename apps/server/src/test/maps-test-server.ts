import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a test's fake maps service answers: a status and a JSON body. */
export type FakeAnswer = { status: number; body?: unknown } | 'hang';

/** A loopback-only stand-in for the maps REST service; records every request it gets. */
export interface FakeMaps {
  baseUrl: string;
  requests: URL[];
  answer: (fn: (url: URL, req: IncomingMessage) => FakeAnswer) => void;
  close: () => Promise<void>;
}

/** Starts the stand-in on 127.0.0.1 at a free port. */
export async function startFakeMaps(): Promise<FakeMaps> {
  let respond: (url: URL, req: IncomingMessage) => FakeAnswer = () => ({ status: 500 });
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const a = respond(url, req);
    if (a === 'hang') return;
    res.writeHead(a.status, { 'content-type': 'application/json' });
    res.end(a.body === undefined ? '{}' : JSON.stringify(a.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/REST/v1`,
    requests,
    answer: (fn) => {
      respond = fn;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A maps answer holding the given resources. */
export const mapsAnswer = (...resources: unknown[]) => ({
  statusCode: 200,
  resourceSets: [{ estimatedTotal: resources.length, resources }],
});

/** A location resource as the maps service returns it. */
export const mapsResource = (city: string, iso2: string, lat: number, lon: number) => ({
  name: `${city}, ${iso2}`,
  point: { type: 'Point', coordinates: [lat, lon] },
  address: {
    locality: city,
    adminDistrict: 'Region',
    countryRegion: `Country ${iso2}`,
    countryRegionIso2: iso2,
  },
  confidence: 'High',
});
