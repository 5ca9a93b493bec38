import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser } from '../../test/identity-helpers.js';
import { AS_ORG, AS_REL, PEERINGDB, signInAsnRoles } from '../../test/asn-fixtures.js';
import { generateIn } from '../../test/reports-setup.js';
import { embeddedAsnLookup } from '../ipclassification/index.js';
import { writeAdvancedColumn } from '../reports/index.js';
import { AsnImportError, importAsOrg, importAsRel, importPeeringDb, learnFromTraceroutes } from './index.js';

const kinds = await testDatabases();
const base = '/api/pnpp/api/v1/ASN';

describe.each(kinds)('ASN explorer (%s)', (kind) => {
  let t: TestApp;
  let leader: Browser;
  let plain: Browser;
  const get = async (path: string, who = leader) => {
    const res = await who.get(`${base}/${path}`);
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ leader, plain } = await signInAsnRoles(t));
    await importAsRel(t.app.db, AS_REL);
    await importAsOrg(t.app.db, AS_ORG);
    await importPeeringDb(t.app.db, PEERINGDB);
  });
  afterAll(() => t.close());

  describe('importers', () => {
    it('names the bad line of an AS-relationship file and keeps the links it had', async () => {
      await expect(importAsRel(t.app.db, '# c\n1|2|-1\n3|x|0\n')).rejects.toThrow(
        new AsnImportError('Line 3: asn2 "x" is not an AS number.'),
      );
      await expect(importAsRel(t.app.db, '1|2|1\n')).rejects.toThrow(/Line 1: rel "1"/);
      await expect(importAsRel(t.app.db, '# nothing\n')).rejects.toThrow(/no links/);
      expect((await get('ASNInfo/ASNLinkTotal')).body).toEqual({ total: 5, bySource: { caida: 5 } });
    });

    it('names the bad line of an AS-to-organisation file and the bad entry of a PeeringDB export', async () => {
      await expect(importAsOrg(t.app.db, '174|x|y|z\n')).rejects.toThrow(
        /Line 1: data before a "# format:" line/,
      );
      await expect(
        importAsOrg(t.app.db, '# format:aut|changed|aut_name|org_id|opaque_id|source\nAS9|1|n|o||x\n'),
      ).rejects.toThrow(/Line 2: aut "AS9"/);
      await expect(
        importPeeringDb(t.app.db, '{"org":{"data":[]},"net":{"data":[{"asn":"x"}]}}'),
      ).rejects.toThrow(/^net\.data\.0\.asn: /);
      await expect(importPeeringDb(t.app.db, 'not json')).rejects.toThrow(/not JSON/);
      expect((await get('ORGInfo/orgTotal')).body).toEqual({ total: 4 });
    });
  });

  describe('calls', () => {
    it('finds ASes by number (exact first) and by name, a page at a time', async () => {
      const byNumber = await get('ASNInfo?asnNum=AS174&numberOfEntitiesPerPage=3');
      expect(byNumber.status).toBe(200);
      expect(byNumber.body.items[0]).toEqual({
        asn: 174,
        name: 'COGENT-174',
        orgId: 'COGC-ARIN',
        orgName: 'Cogent Communications',
        country: 'US',
      });
      expect(byNumber.body.items.every((a: { asn: number }) => String(a.asn).startsWith('174'))).toBe(true);
      expect(byNumber.body.numberOfEntitiesPerPage).toBe(3);
      expect(byNumber.body.total).toBeGreaterThan(3);
      const byName = await get('ASNInfo?asnNum=tiny%20net');
      expect(byName.body.items).toEqual([
        { asn: 64520, name: 'Tiny Net', orgId: 'peeringdb:7', orgName: 'Tiny Peering Co', country: 'DE' },
      ]);
      // The routing data's ASes count too.
      expect((await get('ASNInfo/ASNTotal')).body.total).toBeGreaterThan(10_000);
    });

    it('gives ASes in detail with their routing names and announced prefixes', async () => {
      const { body } = await get('ASNInfo/ASNsInfo?asnNums=13335,64510,4200000000');
      const cloudflare = body.find((a: { asn: number }) => a.asn === 13335);
      expect(cloudflare.prefixes).toContain('1.1.1.0/24');
      expect(cloudflare.prefixTotal).toBeGreaterThan(10);
      expect(body.find((a: { asn: number }) => a.asn === 64510)).toMatchObject({
        names: ['EXAMPLE-B'],
        orgName: 'Example Networks 株式会社',
      });
      expect(body).toHaveLength(2);
    });

    it('finds organisations and their ASes', async () => {
      const orgs = await get('ORGInfo?orgName=example');
      expect(orgs.body).toEqual({
        items: [{ orgId: 'EX-ORG', name: 'Example Networks 株式会社', country: 'JP', asnCount: 2 }],
        total: 1,
        pageNumber: 1,
        numberOfEntitiesPerPage: 20,
      });
      // LIKE's wildcards are taken literally.
      expect((await get('ORGInfo?orgName=%25')).body.total).toBe(0);
      const owned = await get('ORGInfo/ownedAsns?orgId=EX-ORG&numberOfEntitiesPerPage=1&pageNumber=2');
      expect(owned.body.items.map((a: { asn: number }) => a.asn)).toEqual([64510]);
      expect(owned.body.total).toBe(2);
      expect((await get('ORGInfo/ownedASNTotal?orgId=EX-ORG')).body).toEqual({ total: 2 });
    });

    it('lists neighbours by relationship, a link between two ASes, and links among several', async () => {
      const n = await get('ASNInfo/ASNLink?asnNum=174');
      expect(n.body).toEqual([
        { asn: 3356, name: 'LEVEL3', role: 'peer', sources: ['caida'] },
        { asn: 64500, name: 'EXAMPLE-A', role: 'customer', sources: ['caida'] },
      ]);
      expect((await get('ASNInfo/ASNLink?asnNum=64500')).body[0]).toMatchObject({
        asn: 174,
        role: 'provider',
      });
      expect((await get('ASNInfo/FindASNLink?startAsnNum=64520&endAsnNum=64500')).body).toEqual({
        link: { from: 64500, to: 64520, relationship: 'p2c', sources: ['caida'] },
      });
      expect((await get('ASNInfo/FindASNLink?startAsnNum=174&endAsnNum=64520')).body).toEqual({ link: null });
      expect((await get('ASNInfo/ASNsLink?asnNums=174,3356,64500')).body).toHaveLength(2);
    });

    it('builds the graph around an AS, capped', async () => {
      const g = await get('ASNInfo/BuildGraph?asnNum=174&depth=2');
      expect(g.body.nodes.map((x: { asn: number }) => x.asn).sort()).toEqual([
        174, 3356, 64500, 64510, 64520,
      ]);
      expect(g.body.links).toHaveLength(5);
      expect(g.body.truncated).toBe(false);
      const capped = await get('ASNInfo/BuildGraph?asnNum=174&depth=2&maxNodes=2');
      expect(capped.body.nodes).toHaveLength(2);
      expect(capped.body.truncated).toBe(true);
    });

    it('answers valley-free paths only, shortest first, and follows new imports', async () => {
      const p = await get('ASNInfo/PathQuery?startAsn=64500&endAsn=64510&total=3');
      // 64500 → 64520 → 64510 is a valley; the way over the peers is the only one.
      expect(p.body.paths).toEqual([{ asns: [64500, 174, 3356, 64510], steps: ['up', 'peer', 'down'] }]);
      expect(p.body.nodes.map((x: { asn: number }) => x.asn).sort()).toEqual([174, 3356, 64500, 64510]);
      expect((await get('ASNInfo/PathQuery?startAsn=64520&endAsn=174')).body.paths[0].asns).toEqual([
        64520, 64500, 174,
      ]);
      // A new import replaces the graph in memory: 64520 now also buys from 3356.
      await importAsRel(t.app.db, `${AS_REL}3356|64520|-1\n`);
      const again = await get('ASNInfo/PathQuery?startAsn=64520&endAsn=64510&total=5');
      expect(again.body.paths.map((x: { asns: number[] }) => x.asns)).toEqual([
        [64520, 64510],
        [64520, 3356, 64510],
        [64520, 64500, 174, 3356, 64510],
      ]);
      await importAsRel(t.app.db, AS_REL);
    });

    it('counts the reports from an AS and their latency', async () => {
      const egress = await embeddedAsnLookup().lookup('51.140.1.1');
      await generateIn(new Browser(t));
      const { body } = await get(`ASNInfo/Traffic?asnNum=${egress!.asn}`);
      expect(body).toMatchObject({ asn: egress!.asn, reports: 1 });
      expect(body.averageLatencyMs).toBeGreaterThan(0);
      expect((await get('ASNInfo/Traffic?asnNum=64999')).body).toMatchObject({
        reports: 0,
        averageLatencyMs: null,
      });
    });

    it('learns links from stored traceroutes, marked as such', async () => {
      const id = await generateIn(new Browser(t));
      const hop = (n: number, address: string | null, asn: number | null = null) => ({
        hop: n,
        address,
        rttMs: 5,
        asn,
      });
      const result = {
        targets: [
          {
            host: 'outlook.office.com',
            reached: true,
            hops: [
              hop(1, '192.168.1.1'),
              hop(2, '1.1.1.1'),
              hop(3, '10.0.0.1', 64500),
              hop(4, null),
              hop(5, '9.9.9.9', 174),
            ],
            error: null,
          },
        ],
      };
      await writeAdvancedColumn(t.app.db, 'traceroutes', new Map([[id, JSON.stringify(result)]]));
      expect(await learnFromTraceroutes(t.app.db, embeddedAsnLookup())).toBe(1);
      expect((await get('ASNInfo/FindASNLink?startAsnNum=13335&endAsnNum=64500')).body).toEqual({
        link: { from: 13335, to: 64500, relationship: 'unknown', sources: ['traceroute'] },
      });
      // Seen again: still one link.
      expect(await learnFromTraceroutes(t.app.db, embeddedAsnLookup())).toBe(1);
      expect((await get('ASNInfo/ASNLinkTotal')).body).toEqual({
        total: 6,
        bySource: { caida: 5, traceroute: 1 },
      });
    });

    it('answers 400 naming the field for bad input', async () => {
      for (const path of [
        'ASNInfo/PathQuery?startAsn=abc&endAsn=1',
        'ASNInfo/PathQuery?startAsn=1&endAsn=2&total=0',
        'ASNInfo/ASNsInfo?asnNums=1,x',
        'ASNInfo?numberOfEntitiesPerPage=1000',
        'ORGInfo/ownedAsns',
      ]) {
        const r = await get(path);
        expect(r.status, path).toBe(400);
        expect(r.body.error.id).toBe('VALIDATION_FAILED');
      }
      expect(JSON.stringify((await get('ASNInfo/PathQuery?startAsn=abc&endAsn=1')).body)).toContain(
        'startAsn',
      );
    });
  });

  it('refuses every call to a user without leadership access, and to a signed-out visitor', async () => {
    const paths = [
      'ASNInfo',
      'ASNInfo/ASNsInfo?asnNums=174',
      'ORGInfo',
      'ORGInfo/ownedAsns?orgId=EX-ORG',
      'ORGInfo/ownedASNTotal?orgId=EX-ORG',
      'ASNInfo/ASNTotal',
      'ASNInfo/ASNLinkTotal',
      'ORGInfo/orgTotal',
      'ASNInfo/Traffic?asnNum=174',
      'ASNInfo/BuildGraph?asnNum=174',
      'ASNInfo/ASNLink?asnNum=174',
      'ASNInfo/FindASNLink?startAsnNum=174&endAsnNum=3356',
      'ASNInfo/ASNsLink?asnNums=174',
      'ASNInfo/PathQuery?startAsn=174&endAsn=3356',
    ];
    for (const path of paths) {
      const refused = await get(path, plain);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error).toMatchObject({
        id: 'ASN_FORBIDDEN',
        message: "You don't have access to this page.",
      });
      expect((await get(path, new Browser(t))).status, path).toBe(401);
    }
  });
});
