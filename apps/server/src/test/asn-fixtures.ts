// Test fixtures of the ASN explorer: small CAIDA and PeeringDB files, and the signed-in roles.
import type { TestApp } from './harness.js';
import { Browser, seedOrg, seedUser } from './identity-helpers.js';

/**
 * A small AS graph: 174 and 3356 are peers at the top; 64500 is a customer of 174, 64510 of
 * 3356, 64520 of both 64500 and 64510 (so 64500 → 64520 → 64510 would be a valley).
 */
export const AS_REL = [
  '# source:topology|BGP|20261101|ribs',
  '# input clique: 174 3356',
  '174|3356|0|bgp',
  '174|64500|-1|bgp',
  '3356|64510|-1|bgp',
  '64500|64520|-1|bgp',
  '64510|64520|-1|bgp',
  '',
].join('\n');

export const AS_ORG = [
  '# format:org_id|changed|org_name|country|source',
  'COGC-ARIN|20240101|Cogent Communications|US|ARIN',
  'LPL-141-ARIN|20240101|Level 3 Parent, LLC|US|ARIN',
  'EX-ORG|20240101|Example Networks 株式会社|JP|APNIC',
  '# format:aut|changed|aut_name|org_id|opaque_id|source',
  '174|20240101|COGENT-174|COGC-ARIN||ARIN',
  '3356|20240101|LEVEL3|LPL-141-ARIN||ARIN',
  '64500|20240101|EXAMPLE-A|EX-ORG||APNIC',
  '64510|20240101|EXAMPLE-B|EX-ORG||APNIC',
  '',
].join('\n');

export const PEERINGDB = JSON.stringify({
  org: { data: [{ id: 7, name: 'Tiny Peering Co', country: 'DE' }] },
  net: { data: [{ asn: 64520, name: 'Tiny Net', org_id: 7 }] },
});

/** Seeds organisation contoso with a leadership user and a plain one, both signed in. */
export async function signInAsnRoles(t: TestApp): Promise<{ leader: Browser; plain: Browser }> {
  await seedOrg(t, 'contoso');
  await seedUser(t, 'contoso', 'leader', ['netlens-leadership']);
  await seedUser(t, 'contoso', 'plain', []);
  const leader = new Browser(t);
  const plain = new Browser(t);
  await leader.signIn('leader');
  await plain.signIn('plain');
  return { leader, plain };
}
