import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/harness.js';
import { publishingApp, type PublishingApp } from '../../test/domainlens-publishing.js';

const kinds = await testDatabases();

const MAIL_TREE = '6f1c0e3a-8d6b-4f36-9d35-1b1c2f8a7e11';
const MEDIA_TREE = '6f1c0e3a-8d6b-4f36-9d35-1b1c2f8a7e12';

describe.each(kinds)('Domain Lens: each IP subnet carries its own service tree (%s)', (kind) => {
  let p: PublishingApp;
  beforeAll(async () => {
    p = await publishingApp(kind);
  });
  afterAll(async () => p?.t.close());

  const set = (subnetServiceTrees: object[]) => ({
    instance: 'Worldwide',
    governanceCategory: 'Default',
    workloadName: 'Exchange',
    tcpPorts: '443',
    fqdns: ['mail.contoso.example'],
    cidrs: ['13.107.6.152/31', '2603:1006::/40'],
    subnetServiceTrees,
  });
  const mailSubnet = { serviceTreeId: MAIL_TREE, ipAddressRaw: '13.107.6.152', subnetMask: 31 };

  it('a draft names only subnets of its set, once each', async () => {
    const outside = await p.post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: set([{ ...mailSubnet, ipAddressRaw: '13.107.6.0' }]),
      changeReason: 'Exchange subnets',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.details).toContainEqual({
      path: 'body.endpointSet.subnetServiceTrees.0.ipAddressRaw',
      message: "The IP subnet is not in the set's IP subnets.",
    });
    const twice = await p.post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: set([mailSubnet, { ...mailSubnet, serviceTreeId: MEDIA_TREE }]),
      changeReason: 'Exchange subnets',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details).toContainEqual({
      path: 'body.endpointSet.subnetServiceTrees.1.ipAddressRaw',
      message: 'This IP subnet already exist in the current list.',
    });
  });

  it('is stored with the draft, shown in the diff, published with the set, and kept out of the public list', async () => {
    const changeId = await p.stage({ endpointSet: set([mailSubnet]), changeReason: 'Exchange subnets' });
    const staged = (await p.get('author', 'EndpointSetChange/List?statuses=StagedForPublishing')).json();
    const change = staged.find((c: { id: string }) => c.id === changeId);
    const stored = { ...mailSubnet, isFromMemberSet: false };
    expect(change.endpointSetSnapshot.subnetServiceTrees).toEqual([stored]);
    expect(change.changeDetail).toMatchObject({
      subnetServiceTreeAdditions: [stored],
      subnetServiceTreeRemovals: [],
    });
    expect((await p.post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' })).statusCode).toBe(
      200,
    );
    const setId = change.endpointSetInternalId as string;
    const read = await p.get('author', `EndpointSet?internalId=${setId}`);
    expect(read.json().subnetServiceTrees).toEqual([stored]);

    // The public service answers in the public format: no service-tree field.
    const listed = await p.raw(
      '/endpoints-service/endpoints/Worldwide?ClientRequestId=7f1c0e3a-8d6b-4f36-9d35-1b1c2f8a7e00',
    );
    expect(listed.status).toBe(200);
    expect(JSON.parse(listed.body)[0]).toEqual(
      expect.objectContaining({ ips: ['13.107.6.152/31', '2603:1006::/40'] }),
    );
    expect(listed.body).not.toMatch(/serviceTree|subnetMask|ipAddressRaw/);

    // A later change moves the subnet to another entry and gives the IPv6 subnet one from the member set.
    const media = { serviceTreeId: MEDIA_TREE, ipAddressRaw: '13.107.6.152', subnetMask: 31 };
    const v6 = {
      serviceTreeId: MAIL_TREE,
      ipAddressRaw: '2603:1006::',
      subnetMask: 40,
      isFromMemberSet: true,
    };
    const edit = await p.post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSetInternalId: setId,
      endpointSet: set([media, v6]),
      changeReason: 'Media subnets',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().change.changeDetail).toMatchObject({
      subnetServiceTreeAdditions: [{ ...media, isFromMemberSet: false }, v6],
      subnetServiceTreeRemovals: [stored],
    });
  });
});
