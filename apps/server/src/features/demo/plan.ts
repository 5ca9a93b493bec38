import ipaddr from 'ipaddr.js';
import { parseCidr } from '../../net/cidr.js';
import { seededRandom } from '@netlens/core/stats';

/** The demo data's customer organisations: enough at the main place to pass the privacy rules. */
export const MAIN_CUSTOMERS = 6;
/** Customers at the other places: too few, so their values are hidden with the privacy reason. */
export const SPARSE_CUSTOMERS = 2;
/** Reports each main customer makes a day (6 × 5 = 30, over the 24 samples a value needs). */
const MAIN_REPORTS_A_DAY = 5;
/** The days before today that are degraded (an outage: two or more days well above the baseline). */
const DEGRADED_DAYS = [4, 3, 2];
const DEGRADATION = 2.2;
const BASE_LATENCY_MS = 24;
const SPREAD_MS = 3;
/** Fewest days: a baseline of a week before the degraded days. */
export const MIN_DAYS = 10;

/** One report to make: by which customer, from which address, on which day, with which latency. */
export interface PlannedReport {
  customer: number;
  subnet: string;
  address: string;
  /** When it is dated (ISO). */
  at: string;
  latencies: number[];
}

/** The n-th host address of an IPv4 or IPv6 subnet, wrapping within it. */
export function hostIn(subnet: string, n: number): string {
  const [range, bits] = parseCidr(subnet);
  const bytes = range.toByteArray();
  const hostBits = bytes.length * 8 - bits;
  const size = hostBits >= 30 ? 2 ** 30 : 2 ** hostBits;
  let offset = size > 2 ? 1 + (n % (size - 2)) : 0;
  for (let i = bytes.length - 1; i >= 0 && offset > 0; i--) {
    const sum = bytes[i]! + (offset % 256);
    bytes[i] = sum % 256;
    offset = Math.floor(offset / 256) + Math.floor(sum / 256);
  }
  return ipaddr.fromByteArray(bytes).toString();
}

/**
 * The reports of one solution over `days` days up to `now`: its first subnet is the main place
 * (six customers, thirty reports a day), each other subnet a sparse place (two customers, one
 * report each every other day); all are degraded on three recent days.
 */
export function planTraffic(subnets: string[], days: number, now: Date, seed = 1): PlannedReport[] {
  const next = seededRandom(seed);
  const out: PlannedReport[] = [];
  // A report's samples: its latency (the lowest) and four slower ones.
  const samplesFrom = (latency: number) =>
    [0, 1.5, 0.8, 3.1, 2.2].map((d) => Math.round((latency + d) * 10) / 10);
  const dayStart = (ago: number) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ago);
  // Every customer, at every place, gets the same latencies in a day: none of them dominates.
  const daily = new Map<number, number[]>();
  for (let ago = days; ago >= 1; ago--) {
    const factor = DEGRADED_DAYS.includes(ago) ? DEGRADATION : 1;
    daily.set(
      ago,
      Array.from(
        { length: MAIN_REPORTS_A_DAY },
        () => BASE_LATENCY_MS * factor + (next() - 0.5) * 2 * SPREAD_MS,
      ),
    );
  }
  subnets.forEach((subnet, place) => {
    const main = place === 0;
    for (let ago = days; ago >= 1; ago--) {
      const customers = main ? MAIN_CUSTOMERS : SPARSE_CUSTOMERS;
      const perDay = main ? MAIN_REPORTS_A_DAY : ago % 2;
      const day = daily.get(ago)!;
      // A sparse customer's one report has the day's mean: it pulls no place away from the rest.
      const mean = day.reduce((a, b) => a + b, 0) / day.length;
      for (let c = 0; c < customers; c++) {
        for (let k = 0; k < perDay; k++) {
          const customer = main ? c : MAIN_CUSTOMERS + c;
          out.push({
            customer,
            subnet,
            address: hostIn(subnet, customer * 256 + k + 10),
            at: new Date(dayStart(ago) + (8 * 60 + c * 37 + k * 53) * 60_000).toISOString(),
            latencies: samplesFrom(main ? day[k]! : mean),
          });
        }
      }
    }
  });
  return out;
}
