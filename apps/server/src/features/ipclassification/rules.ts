import type { InternetType } from '@netlens/core';
import type { AsnRecord } from './asn-database.js';

/*
 * How the internet type is predicted from the egress network alone (its AS number and name).
 * The first rule that matches wins:
 *   1. Satellite: satellite operators (Starlink/SpaceX, Viasat, Hughes, EchoStar, Inmarsat,
 *      Iridium, Eutelsat, OneWeb, Kacific, Marlink, Telesat, Intelsat, Globalstar, Thuraya, …).
 *   2. Cellular: AS numbers of mobile-only networks whose names do not say so (T-Mobile USA,
 *      Verizon Wireless, AT&T Mobility, Three UK, Vodafone UK mobile, Jio, Telkomsel, …), then
 *      names with mobile words (Mobile, Mobil, Cellular, Celular, Móvil, Wireless, Docomo, …).
 *   3. Office: cloud, hosting, data-centre and security-proxy (SASE) networks, where an
 *      organisation's traffic egresses, and universities, research and government networks.
 *   4. Home: residential broadband carriers and names with broadband/cable/fibre/DSL words.
 *   5. Unknown: anything else, and every address the IP→ASN data does not know.
 * Cafe is never predicted: a café's network is an ordinary business or home line, and only
 * the survey can say so.
 */

const SATELLITE =
  /starlink|space exploration|spacex|viasat|hughes network|echostar|inmarsat|iridium|eutelsat|oneweb|kacific|marlink|telesat|intelsat|globalstar|thuraya|skylogic|hispasat|speedcast|satellite/i;

/** Mobile networks whose registered AS names do not say they are mobile. */
const MOBILE_ASNS = new Set([
  21928, // T-Mobile USA
  22394, // Verizon Wireless (Cellco Partnership)
  6167, // Verizon Wireless
  20057, // AT&T Mobility
  206067, // Three UK
  60339, // Three UK
  25135, // Vodafone UK mobile
  55836, // Reliance Jio
  23693, // Telkomsel
  24203, // XL Axiata
  10030, // Celcom
  4818, // DiGi
  9644, // SK Telecom
  9605, // NTT Docomo
]);
const CELLULAR = /mobile|\bmobil|cellular|celular|m[oó]vil|docomo|telekomunikasi selular|wireless/i;

const OFFICE =
  /amazon|google llc|google cloud|microsoft|azure|oracle|alibaba|tencent|digitalocean|linode|akamai|vultr|ovh|hetzner|cloudflare|fastly|zscaler|netskope|palo alto|forcepoint|opendns|cato networks|hosting|\bhost|data ?cent(er|re)|colocation|\bvps\b|\bcloud\b|server|universit|college|\bschool|academ|research|government|ministry/i;

const HOME =
  /broadband|cable|fib(er|re)|\bdsl\b|residential|comcast|charter|cox communications|altice|optimum|mediacom|frontier|centurylink|windstream|verizon|at&t|virgin media|british telecommunications|\bsky\b|talktalk|deutsche telekom|telefonica|orange|proxad|free sas|\bsfr\b|bouygues|\bkpn\b|ziggo|swisscom|telstra|optus|\btpg\b|rogers|bell canada|shaw|telus|videotron|chinanet|china unicom|china telecom|bharti|kddi|softbank|\bntt\b|liberty global|telecom italia|vodafone|telmex|\bclaro\b/i;

/** The internet type predicted for an egress network (see the rules above). */
export function predictInternetType(network: AsnRecord | null): InternetType {
  if (!network) return 'Unknown';
  const { asn, name } = network;
  if (SATELLITE.test(name)) return 'Satellite';
  if (MOBILE_ASNS.has(asn) || CELLULAR.test(name)) return 'Cellular';
  if (OFFICE.test(name)) return 'Office';
  if (HOME.test(name)) return 'Home';
  return 'Unknown';
}
