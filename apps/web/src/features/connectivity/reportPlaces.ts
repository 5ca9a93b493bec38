import type { Report, ReportFrontDoor } from '@netlens/core';
import { placeLabel } from '../geo';

/** Where the visitor was, as the browser or the typed city gave it. */
export const browserPlace = (report: Report): string =>
  placeLabel({
    city: report.browserLocationCity,
    region: report.browserLocationRegion,
    country: report.browserLocationCountry,
    countryCode: '',
  });

/** Where the network egress is; the country named in the page's language. */
export const egressPlace = (report: Report, lang: string): string =>
  placeLabel(
    {
      city: report.egressLocationCity,
      region: report.egressLocationRegion,
      country: report.egressLocationCountry,
      countryCode: report.egressLocationCountryCode,
    },
    lang,
  );

/** A front door's city and country. */
export const frontDoorPlace = (f: ReportFrontDoor): string =>
  placeLabel({ city: f.city, region: '', country: f.country, countryCode: '' });
