import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';
import { ImportError, importIpRangesCsv, importServiceTreeCsv } from './import.js';

const kinds = await testDatabases();

/** A small list in the public JSON format, as the public service publishes it. */
const List = [
  {
    id: 1,
    serviceArea: 'Exchange',
    serviceAreaDisplayName: 'Exchange Online',
    urls: ['outlook.cloud.microsoft', 'outlook.office.com'],
    ips: ['13.107.6.152/31', '2603:1006::/40'],
    tcpPorts: '80,443',
    expressRoute: true,
    category: 'Optimize',
    required: true,
  },
  {
    id: 11,
    serviceArea: 'Skype',
    serviceAreaDisplayName: 'Skype for Business Online and Microsoft Teams',
    ips: ['13.107.64.0/18', '52.112.0.0/14'],
    udpPorts: '3478-3481',
    expressRoute: true,
    category: 'Optimize',
    required: true,
  },
  {
    id: 56,
    serviceArea: 'Common',
    serviceAreaDisplayName: 'Microsoft 365 Common and Office Online',
    urls: ['*.officeapps.live.com'],
    tcpPorts: '443',
    expressRoute: false,
    category: 'Default',
    required: false,
    notes: 'Office Online',
  },
];

describe.each(kinds)('Domain Lens importers (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  const q = `ClientRequestId=${randomUUID()}`;
  const importList = (endpoints: unknown[], auth = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/domainlens/ImportEndpointList',
      headers: auth ? { authorization: `Bearer ${token}` } : {},
      payload: { instance: 'Worldwide', endpoints },
    });
  const latest = async () =>
    (await t.app.inject({ url: `/endpoints-service/version/Worldwide?${q}` })).json().latest;

  beforeAll(async () => {
    token = adminToken();
    t = await startTestApp(kind, { ADMIN_TOKEN: token });
  });
  afterAll(async () => t?.close());

  it('refuses a malformed list, naming the entry and field, and imports nothing', async () => {
    const bad = [List[0], { ...List[1], udpPorts: '3478;3481' }, List[2]];
    const res = await importList(bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      {
        path: 'body.endpoints.1.udpPorts',
        message:
          'entry 1 (id 11): udpPorts: Invalid ports input. Please input valid ports separated by commas.',
      },
    ]);
    const badUrl = await importList([{ ...List[0], urls: ['not a host'] }]);
    expect(badUrl.json().error.details[0].message).toBe('entry 0 (id 1): urls.0: The FQDN is not valid.');
    // Every wildcard form of the public list imports (public-documented.int.test.ts); looser ones do not.
    for (const loose of ['*.com', 'a.*.com', '*.*.contoso.com', 'a.b*.contoso.com']) {
      const res = await importList([{ ...List[0], urls: ['outlook.office.com', loose] }]);
      expect(res.json().error.details[0].message, loose).toBe(
        'entry 0 (id 1): urls.1: The FQDN is not valid.',
      );
    }
    const unknownField = await importList([{ ...List[0], colour: 'blue' }]);
    expect(unknownField.json().error.details[0].message).toContain('entry 0 (id 1): colour');
    expect((await importList(List, false)).statusCode).toBe(401);
    expect(await latest()).toBe('0000000000');
  });

  it('imports a list as the first version, served back in the same format', async () => {
    const res = await importList(List);
    expect(res.statusCode, res.body).toBe(200);
    const version = res.json().version;
    expect(res.json()).toEqual({ instance: 'Worldwide', version, sets: 3 });
    expect(await latest()).toBe(version);
    expect((await t.app.inject({ url: `/endpoints-service/endpoints/Worldwide?${q}` })).json()).toEqual(List);
    const changes = (
      await t.app.inject({ url: `/endpoints-service/changes/Worldwide/0000000000?${q}` })
    ).json();
    expect(
      changes.map((c: { endpointSetId: number; disposition: string }) => [c.endpointSetId, c.disposition]),
    ).toEqual([
      [1, 'add'],
      [11, 'add'],
      [56, 'add'],
    ]);
    // A second import would overwrite history: refused.
    const again = await importList(List);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details[0].path).toBe('body.instance');

    // The endpoint manager sees the imported sets and the workloads made for their service areas.
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'reader', ['netlens-domain-lens']);
    const reader = new Browser(t);
    await reader.signIn('reader');
    const sets = (await reader.get('/api/ipurl/api/v1/EndpointSet/List?search=officeapps')).json();
    expect(sets.map((s: { publicId: number; workloadName: string }) => [s.publicId, s.workloadName])).toEqual(
      [[56, 'Common']],
    );
    const areas = (await reader.get('/api/ipurl/api/v1/ServiceArea')).json();
    expect(areas.map((a: { id: string }) => a.id)).toEqual(['Common', 'Exchange', 'Skype']);
  });

  it('imports the service tree from CSV, all or nothing', async () => {
    const id1 = '0b6f3c1e-2f7a-4d3b-9c1d-5e8f7a6b4c01';
    const id2 = '0b6f3c1e-2f7a-4d3b-9c1d-5e8f7a6b4c02';
    const bad = `id,name,devOwner,pmOwner\n${id1},Mail,dev@x.example,pm@x.example\nnot-a-guid,Files,dev@x.example,pm@x.example\n`;
    await expect(importServiceTreeCsv(t.app.db, bad)).rejects.toThrow(
      new ImportError('line 3: id: Invalid UUID'),
    );
    const good = `Name,ID,Dev Owner,PM Owner\r\n"Mail, transport",${id1},dev@x.example,pm@x.example\r\nFiles,${id2},dev@x.example,\r\n`;
    expect(await importServiceTreeCsv(t.app.db, good)).toBe(2);
    await expect(importServiceTreeCsv(t.app.db, 'id,name\n')).rejects.toThrow(
      'The header has no devOwner column.',
    );
    // The optional lifecycle column: Production when empty, a known stage otherwise.
    const staged = `id,name,devOwner,pmOwner,Lifecycle\n${id1},Mail,d@x.example,,Retired\n${id2},Files,d@x.example,,\n`;
    expect(await importServiceTreeCsv(t.app.db, staged)).toBe(2);
    await expect(
      importServiceTreeCsv(t.app.db, `id,name,devOwner,pmOwner,lifecycle\n${id1},Mail,,,Gone\n`),
    ).rejects.toThrow(/^line 2: lifecycle: /);
    const reader = new Browser(t);
    await reader.signIn('reader');
    const tree = (await reader.get('/api/ipurl/api/v1/ServiceTree/search?query=')).json();
    expect(tree.map((e: { name: string; lifecycle: string }) => [e.name, e.lifecycle])).toEqual([
      ['Files', 'Production'],
      ['Mail', 'Retired'],
    ]);
  });

  it('imports an IP-range registry from CSV, replacing its ranges, all or nothing', async () => {
    const search = async () => {
      const reader = new Browser(t);
      await reader.signIn('reader');
      return (await reader.get('/api/ipurl/api/v1/IpRange/search?source=IPAM')).json();
    };
    const first =
      'cidr,tags,owner\n40.96.0.0/16,Exchange;ExpressRoute,Mail networking\n2603:1006::/32,Exchange,\n';
    expect(await importIpRangesCsv(t.app.db, 'IPAM', first)).toBe(2);
    expect(await search()).toEqual([
      { source: 'IPAM', cidr: '2603:1006::/32', tags: ['Exchange'], owner: '' },
      { source: 'IPAM', cidr: '40.96.0.0/16', tags: ['Exchange', 'ExpressRoute'], owner: 'Mail networking' },
    ]);
    await expect(
      importIpRangesCsv(t.app.db, 'IPAM', 'Owner,CIDR\nx,13.107.6.0/24\ny,13.107.6.0/40\n'),
    ).rejects.toThrow(new ImportError('line 3: cidr: The IP subnet is not valid CIDR.'));
    await expect(importIpRangesCsv(t.app.db, 'IPAM', 'owner\nx\n')).rejects.toThrow(
      'The header has no cidr column.',
    );
    expect(await search()).toHaveLength(2);
    expect(await importIpRangesCsv(t.app.db, 'IPAM', 'CIDR\n13.107.6.0/24\n')).toBe(1);
    expect(await search()).toEqual([{ source: 'IPAM', cidr: '13.107.6.0/24', tags: [], owner: '' }]);
  });
});
