// Realistic GenerateTestReport requests for generate-report.ts: the form fields the web app posts
// (25 latency samples, a browser location) from public egress addresses that the embedded
// GeoLite2 City and ASN data place in five metros, eight networks each.
import type autocannon from 'autocannon';
import { seededRandom } from '@netlens/core/stats';

export const GENERATE_PATH = '/api/AnonymousConnectivityTest/GenerateTestReport';

export interface Org {
  asn: number;
  name: string;
  /** Two public /24s (first three octets) that the embedded GeoLite2 City and ASN data place here. */
  blocks: [string, string];
}
export interface Metro {
  city: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
  /** The nearby mail front door the probes usually answer from, and typical latency to it (ms). */
  frontDoor: string;
  baseMs: number;
  orgs: Org[];
}

const org = (asn: number, name: string, a: string, b: string): Org => ({ asn, name, blocks: [a, b] });

/** Checked against the data in @ip-location-db (GeoLite2 City, RouteViews/DB-IP ASN) at start-up. */
export const METROS: Metro[] = [
  {
    city: 'London',
    region: 'England',
    country: 'United Kingdom',
    latitude: 51.5072,
    longitude: -0.1276,
    frontDoor: 'lon',
    baseMs: 7,
    orgs: [
      org(2856, 'British Telecommunications', '31.130.241', '37.97.113'),
      org(201838, 'Community Fibre', '45.81.73', '45.86.9'),
      org(174, 'Cogent', '38.125.103', '38.196.223'),
      org(48095, 'XT Global Networks', '2.56.45', '5.253.117'),
      org(5511, 'Orange', '5.180.85', '45.131.229'),
      org(2914, 'NTT', '45.85.205', '51.194.149'),
      org(62044, 'Zscaler', '136.226.247', '137.31.91'),
      org(3170, 'VeloxServ', '83.97.17', '185.17.197'),
    ],
  },
  {
    city: 'Frankfurt am Main',
    region: 'Hesse',
    country: 'Germany',
    latitude: 50.1109,
    longitude: 8.6821,
    frontDoor: 'fra',
    baseMs: 6,
    orgs: [
      org(3320, 'Deutsche Telekom', '43.251.1', '45.93.187'),
      org(8881, '1&1 Versatel', '9.232.33', '23.27.73'),
      org(42366, 'TerraTransit', '145.14.137', '185.133.49'),
      org(2914, 'NTT', '31.56.159', '50.114.27'),
      org(174, 'Cogent', '38.79.153', '38.135.74'),
      org(199610, 'marbis', '5.62.97', '5.101.161'),
      org(1299, 'Arelion', '195.21.97', '195.143.29'),
      org(29066, 'velia.net', '37.61.209', '85.195.65'),
    ],
  },
  {
    city: 'Chicago',
    region: 'Illinois',
    country: 'United States',
    latitude: 41.8781,
    longitude: -87.6298,
    frontDoor: 'chi',
    baseMs: 9,
    orgs: [
      org(23352, 'DEFT.COM', '50.31.129', '64.202.97'),
      org(7018, 'AT&T', '12.8.255', '12.15.30'),
      org(174, 'Cogent', '38.18.237', '38.65.193'),
      org(7922, 'Comcast', '50.149.8', '50.171.69'),
      org(20278, 'Nexeon', '64.44.100', '96.9.193'),
      org(10455, 'Nokia of America', '93.183.11', '131.228.57'),
      org(36498, 'Access One', '38.89.229', '38.98.157'),
      org(6079, 'RCN', '24.136.1', '24.148.1'),
    ],
  },
  {
    city: 'Sydney',
    region: 'New South Wales',
    country: 'Australia',
    latitude: -33.8688,
    longitude: 151.2093,
    frontDoor: 'syd',
    baseMs: 11,
    orgs: [
      org(7545, 'TPG Internet', '14.200.1', '60.240.1'),
      org(2764, 'AAPT', '61.29.1', '66.111.161'),
      org(9443, 'Vocus', '14.137.65', '58.178.1'),
      org(4826, 'Vocus', '40.27.161', '43.241.189'),
      org(38835, 'Buroserv Australia', '43.231.69', '43.245.37'),
      org(137409, 'GSL Networks', '45.133.5', '103.1.213'),
      org(7474, 'SingTel Optus', '59.154.1', '61.88.188'),
      org(38195, 'Superloop', '43.240.41', '45.113.93'),
    ],
  },
  {
    city: 'Tokyo',
    region: 'Tokyo',
    country: 'Japan',
    latitude: 35.6762,
    longitude: 139.6503,
    frontDoor: 'tyo',
    baseMs: 8,
    orgs: [
      org(2914, 'NTT America', '31.222.209', '43.231.191'),
      org(2519, 'ARTERIA Networks', '36.2.145', '116.91.193'),
      org(2497, 'Internet Initiative Japan', '61.124.1', '133.169.1'),
      org(9595, 'NTT-ME', '61.45.1', '61.193.193'),
      org(2527, 'Sony Network Communications', '61.211.1', '110.66.1'),
      org(53813, 'Zscaler', '149.117.231', '165.225.97'),
      org(2516, 'KDDI', '210.155.1', '210.166.129'),
      org(4685, 'Asahi Net', '14.3.1', '138.64.1'),
    ],
  },
];

const door = (id: string, workload: string, city: string, cc: string, lat: number, lon: number) => ({
  id,
  workload,
  city,
  country: new Intl.DisplayNames(['en'], { type: 'region' }).of(cc) ?? cc,
  countryCode: cc,
  latitude: lat,
  longitude: lon,
  probeUrl: `https://${id}.frontdoor.example.test/`,
});
/** A catalogue of the size a deployment has, so choosing the nearest front doors is real work. */
export const FRONT_DOORS = JSON.stringify([
  ...[
    ['lon', 'London', 'GB', 51.5072, -0.1276],
    ['dub', 'Dublin', 'IE', 53.3498, -6.2603],
    ['ams', 'Amsterdam', 'NL', 52.3676, 4.9041],
    ['par', 'Paris', 'FR', 48.8566, 2.3522],
    ['fra', 'Frankfurt am Main', 'DE', 50.1109, 8.6821],
    ['chi', 'Chicago', 'US', 41.8781, -87.6298],
    ['nyc', 'New York', 'US', 40.7128, -74.006],
    ['dal', 'Dallas', 'US', 32.7767, -96.797],
    ['sea', 'Seattle', 'US', 47.6062, -122.3321],
    ['syd', 'Sydney', 'AU', -33.8688, 151.2093],
    ['mel', 'Melbourne', 'AU', -37.8136, 144.9631],
    ['tyo', 'Tokyo', 'JP', 35.6762, 139.6503],
    ['osa', 'Osaka', 'JP', 34.6937, 135.5023],
    ['sin', 'Singapore', 'SG', 1.3521, 103.8198],
    ['hkg', 'Hong Kong', 'HK', 22.3193, 114.1694],
  ].map(([id, city, cc, lat, lon]) => door(String(id), 'mail', String(city), String(cc), +lat!, +lon!)),
  ...[
    ['lon', 'London', 'GB', 51.5072, -0.1276],
    ['fra', 'Frankfurt am Main', 'DE', 50.1109, 8.6821],
    ['chi', 'Chicago', 'US', 41.8781, -87.6298],
    ['syd', 'Sydney', 'AU', -33.8688, 151.2093],
    ['tyo', 'Tokyo', 'JP', 35.6762, 139.6503],
  ].map(([id, city, cc, lat, lon]) => door(String(id), 'files', String(city), String(cc), +lat!, +lon!)),
]);

export interface Sample {
  ip: string;
  body: string;
}

/** One browser test as the web app posts it, from an address of the organisation's egress /24. */
export function browserTest(
  rand: () => number,
  m: Metro,
  orgIndex: number,
  ip: string,
  debugTrace = false,
): Sample {
  const o = m.orgs[orgIndex]!;
  // Each organisation has its own typical latency; each sample some jitter and the odd spike.
  const orgMs = m.baseMs + orgIndex * 2.5 + ((o.asn % 7) - 3);
  const samples = Array.from({ length: 25 }, () => {
    const jitter = -Math.log(1 - rand()) * 2.5;
    const spike = rand() < 0.08 ? 20 + rand() * 60 : 0;
    return Math.round((Math.max(1, orgMs + jitter + spike) + rand() * 0.9) * 10) / 10;
  });
  const frontDoor = rand() < 0.85 ? m.frontDoor : METROS[Math.floor(rand() * METROS.length)]!.frontDoor;
  const fields = {
    latitude: (m.latitude + (rand() - 0.5) * 0.4).toFixed(6),
    longitude: (m.longitude + (rand() - 0.5) * 0.6).toFixed(6),
    city: m.city,
    region: m.region,
    country: m.country,
    isAutoDetected: String(rand() < 0.7),
    exchangeFaultZoneCode: frontDoor,
    measuredLatency: String(Math.min(...samples)),
    measuredLatencies: samples.join(','),
    egressIp: '',
    debugTrace: String(debugTrace),
    latencyTiming: rand() < 0.9 ? 'resource-timing' : 'coarse',
  };
  return { ip, body: new URLSearchParams(fields).toString() };
}

/** A pool of distinct requests: 5 metros × 8 networks × 2 /24s × 254 host addresses. */
export function requestPool(size: number): Sample[] {
  const rand = seededRandom(20_261_122);
  return Array.from({ length: size }, () => {
    const m = METROS[Math.floor(rand() * METROS.length)]!;
    const i = Math.floor(rand() * m.orgs.length);
    const block = m.orgs[i]!.blocks[rand() < 0.5 ? 0 : 1];
    return browserTest(rand, m, i, `${block}.${1 + Math.floor(rand() * 254)}`);
  });
}

export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' };

/** autocannon options posting the pool in turn, each with its X-Forwarded-For address. */
export function poolRequests(url: string, pool: Sample[]): autocannon.Options {
  let next = 0;
  return {
    url: url + GENERATE_PATH,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const s = pool[next++ % pool.length]!;
          return { ...req, body: s.body, headers: { ...formHeaders, 'x-forwarded-for': s.ip } };
        },
      },
    ],
  };
}

export const post = (url: string, s: Sample) =>
  fetch(url + GENERATE_PATH, {
    method: 'POST',
    headers: { ...formHeaders, 'x-forwarded-for': s.ip },
    body: s.body,
  });
