import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ipv4ToNumber, ipv6ToBigInt, rangeToCidrs } from './ip-numbers.js';

/** The autonomous system (network operator) an address belongs to. */
export interface AsnRecord {
  asn: number;
  name: string;
}

/** Finds the autonomous system of an address. */
export interface AsnLookup {
  lookup(ip: string): Promise<AsnRecord | null>;
}

/** The ASes of the routing data: their names, and the prefixes each announces. */
export interface AsnCatalogue {
  names(): Promise<ReadonlyMap<number, string>>;
  /** The announced prefixes of an AS (CIDR), IPv4 first, at most `max`; and how many in all. */
  prefixes(asn: number, max: number): Promise<{ prefixes: string[]; total: number }>;
}

interface Table<T> {
  starts: T[];
  ends: T[];
  asns: number[];
}

const require = createRequire(import.meta.url);

/** The numeric CSV files of `@ip-location-db/asn` (RouteViews + DB-IP, CC-BY-4.0). */
export function embeddedAsnFiles(): { ipv4: string; ipv6: string } {
  return {
    ipv4: require.resolve('@ip-location-db/asn/asn-ipv4-num.csv'),
    ipv6: require.resolve('@ip-location-db/asn/asn-ipv6-num.csv'),
  };
}

/** The name column of a CSV line: plain, or quoted with doubled quotes inside. */
function unquote(field: string): string {
  return field.startsWith('"')
    ? field.slice(1, field.endsWith('"') ? -1 : undefined).replace(/""/g, '"')
    : field;
}

/** Reads `start,end,asn,name` lines (ranges ascending) into parallel arrays and a name map. */
async function readTable<T>(
  file: string,
  parse: (s: string) => T,
  names: Map<number, string>,
): Promise<Table<T>> {
  const text = await readFile(file, 'utf8');
  const table: Table<T> = { starts: [], ends: [], asns: [] };
  let pos = 0;
  while (pos < text.length) {
    let eol = text.indexOf('\n', pos);
    if (eol < 0) eol = text.length;
    const c1 = text.indexOf(',', pos);
    const c2 = text.indexOf(',', c1 + 1);
    const c3 = text.indexOf(',', c2 + 1);
    if (c1 > 0 && c3 > 0 && c3 < eol) {
      const asn = Number(text.slice(c2 + 1, c3));
      table.starts.push(parse(text.slice(pos, c1)));
      table.ends.push(parse(text.slice(c1 + 1, c2)));
      table.asns.push(asn);
      if (!names.has(asn)) names.set(asn, unquote(text.slice(c3 + 1, eol).replace(/\r$/, '')));
    }
    pos = eol + 1;
  }
  return table;
}

/** Index of the last range starting at or before `key`, when that range also contains it. */
function find<T extends number | bigint>(table: Table<T>, key: T): number {
  let lo = 0;
  let hi = table.starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (table.starts[mid]! <= key) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi >= 0 && key <= table.ends[hi]! ? hi : -1;
}

/** IP→ASN from the embedded CSV data, read into memory once on first use (about a second). */
export class CsvAsnLookup implements AsnLookup, AsnCatalogue {
  private loaded: Promise<{ v4: Table<number>; v6: Table<bigint>; names: Map<number, string> }> | undefined;

  constructor(private readonly files = embeddedAsnFiles()) {}

  private load() {
    this.loaded ??= (async () => {
      const names = new Map<number, string>();
      const v4 = await readTable(this.files.ipv4, Number, names);
      const v6 = await readTable(this.files.ipv6, BigInt, names);
      return { v4, v6, names };
    })();
    this.loaded.catch(() => (this.loaded = undefined));
    return this.loaded;
  }

  /** Reads the data now rather than on the first lookup. */
  async prepare(): Promise<void> {
    await this.load();
  }

  async names(): Promise<ReadonlyMap<number, string>> {
    return (await this.load()).names;
  }

  async prefixes(asn: number, max: number): Promise<{ prefixes: string[]; total: number }> {
    const { v4, v6 } = await this.load();
    const prefixes: string[] = [];
    let total = 0;
    const collect = <T extends number | bigint>(table: Table<T>, bits: 32 | 128) => {
      for (let i = 0; i < table.asns.length; i++) {
        if (table.asns[i] !== asn) continue;
        const cidrs = rangeToCidrs(BigInt(table.starts[i]!), BigInt(table.ends[i]!), bits);
        total += cidrs.length;
        for (const c of cidrs) if (prefixes.length < max) prefixes.push(c);
      }
    };
    collect(v4, 32);
    collect(v6, 128);
    return { prefixes, total };
  }

  async lookup(ip: string): Promise<AsnRecord | null> {
    const { v4, v6, names } = await this.load();
    const n4 = ipv4ToNumber(ip);
    const n6 = n4 === null ? ipv6ToBigInt(ip) : null;
    const at = n4 !== null ? find(v4, n4) : n6 !== null ? find(v6, n6) : -1;
    if (at < 0) return null;
    const asn = (n4 !== null ? v4 : v6).asns[at]!;
    return asn > 0 ? { asn, name: names.get(asn) ?? '' } : null;
  }
}

let shared: CsvAsnLookup | undefined;

/** The one embedded IP→ASN table of the process (loaded once, shared by every app instance). */
export function embeddedAsnLookup(): CsvAsnLookup {
  shared ??= new CsvAsnLookup();
  return shared;
}
