import { beforeAll, describe, expect, it } from 'vitest';
import { ExactlyOneSelectedMessage, type Fqdn } from '@netlens/core';
import { testDatabases } from '../../test/harness.js';
import { FORBIDDEN } from '../../test/domainlens-people.js';
import { Browser } from '../../test/identity-helpers.js';
import { FqdnApi, ServiceTree, fqdnSuite, importFqdns, type FqdnPerson } from '../../test/fqdns-fixtures.js';
import { ImportError } from '../domainlens/index.js';

const kinds = await testDatabases();

describe.each(kinds)('FQDN inventory (%s)', (kind) => {
  const w = fqdnSuite(kind);
  const get = (who: FqdnPerson, path: string, headers: Record<string, string> = {}) =>
    w.b[who].request({ url: `${FqdnApi}/${path}`, headers });
  const send = (who: FqdnPerson, method: 'POST' | 'PUT', path: string, payload: object) =>
    w.b[who].request({ method, url: `${FqdnApi}/${path}`, payload });
  const byName = async (name: string): Promise<Fqdn> => {
    const res = await get('author', `Fqdn/List?search=${encodeURIComponent(name)}`);
    const hit = (res.json().items as Fqdn[]).find((f) => f.domainName === name);
    if (!hit) throw new Error(`${name} not listed`);
    return hit;
  };

  beforeAll(async () => {
    const lines = [
      `mail.contoso.com,Worldwide,Exchange,${ServiceTree.Owned},MVP`,
      `calendar.contoso.com,Worldwide,Exchange,${ServiceTree.Owned},Exclude`,
      `sites.contoso.com,Worldwide,SharePoint,${ServiceTree.Other},ThirdParty`,
      `*.sites.contoso.com,France,SharePoint,,Unset`,
    ];
    expect(await importFqdns(w.t, lines)).toBe(4);
    // Importing again adds nothing: the names are there.
    expect(await importFqdns(w.t, lines)).toBe(0);
  });

  it('imports check every line first and name the bad one', async () => {
    await expect(
      importFqdns(w.t, ['ok.contoso.com,Worldwide,Exchange,,MVP', 'bad name,Worldwide,Exchange,,MVP']),
    ).rejects.toThrow(/line 3: domainName/);
    await expect(importFqdns(w.t, ['x.contoso.com,Worldwide,Nowhere,,MVP'])).rejects.toBeInstanceOf(
      ImportError,
    );
    expect((await get('author', 'Fqdn/Count?search=ok.contoso.com')).json()).toEqual({ count: 0 });
  });

  it('lists with every field and its defaults; reading needs the entitlement', async () => {
    expect((await new Browser(w.t).get(`${FqdnApi}/Fqdn/List`)).statusCode).toBe(401);
    const denied = await get('stranger', 'Fqdn/List');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(FORBIDDEN);
    const res = await get('author', 'Fqdn/List');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ms-continuation']).toBeUndefined();
    const items = res.json().items as Fqdn[];
    expect(items.map((f) => f.domainName)).toEqual([
      '*.sites.contoso.com',
      'calendar.contoso.com',
      'mail.contoso.com',
      'sites.contoso.com',
    ]);
    const mail = items[2]!;
    expect(mail).toMatchObject({
      instance: 'Worldwide',
      workload: 'Exchange',
      isWildcard: false,
      isCustomerFacingStatus: 'Unset',
      isCustomerFacingNote: '',
      isDeprecated: false,
      serviceTreeId: ServiceTree.Owned,
      endpointSetInternalIds: [],
      dailyTestStatus: 'UnTested',
      assignmentInfo: { assignmentStatus: 'None', newWorkload: null },
      scannerInfo: { sampleCount: -1, scope: 'MVP', latestDetectedDatetime: null },
      ocdiAssociations: [],
      addedBy: 'operator',
    });
    expect(items[0]!.isWildcard).toBe(true);
  });

  it('filters by each field and searches free text', async () => {
    const names = async (q: string) =>
      ((await get('author', `Fqdn/List?${q}`)).json().items as Fqdn[]).map((f) => f.domainName);
    expect(await names('instances=France')).toEqual(['*.sites.contoso.com']);
    expect(await names('workloads=Exchange')).toEqual(['calendar.contoso.com', 'mail.contoso.com']);
    expect(await names('scopes=MVP,ThirdParty')).toEqual(['mail.contoso.com', 'sites.contoso.com']);
    expect(await names(`serviceTreeIds=${ServiceTree.Other}`)).toEqual(['sites.contoso.com']);
    expect(await names('dailyTestStatuses=Failed')).toEqual([]);
    expect(await names('deprecated=false&customerFacing=Unset&assignmentStatuses=None')).toHaveLength(4);
    expect(await names('search=CALENDAR')).toEqual(['calendar.contoso.com']);
    expect(await names('search=SITES.')).toEqual(['*.sites.contoso.com', 'sites.contoso.com']);
    // LIKE's wildcards are plain characters.
    expect(await names('search=%25')).toEqual([]);
    expect((await get('author', 'Fqdn/Count?workloads=SharePoint')).json()).toEqual({ count: 2 });
    const bad = await get('author', 'Fqdn/List?scopes=Everything');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('scopes');
  });

  it('pages by a keyset cursor: no duplicates or gaps while rows are inserted', async () => {
    const lines = Array.from(
      { length: 250 },
      (_, i) => `p${String(i * 2).padStart(4, '0')}.page.example,Germany,Exchange,,Unset`,
    );
    await importFqdns(w.t, lines);
    const seen: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const res = await get(
        'author',
        'Fqdn/List?instances=Germany',
        token ? { 'x-ms-continuation': token } : {},
      );
      expect(res.statusCode).toBe(200);
      const items = res.json().items as Fqdn[];
      expect(items.length).toBeLessThanOrEqual(100);
      seen.push(...items.map((f) => f.domainName));
      token = res.headers['x-ms-continuation'] as string | undefined;
      expect(res.json().continuation ?? undefined).toBe(token);
      pages++;
      if (pages === 1) {
        // Rows inserted behind and ahead of the cursor while paging.
        await importFqdns(w.t, [
          'p0001.page.example,Germany,Exchange,,Unset',
          'p0451.page.example,Germany,Exchange,,Unset',
        ]);
      }
    } while (token);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    const expected = lines.map((l) => l.split(',')[0]!).filter((n) => n > seen[99]!);
    for (const name of [...seen.slice(0, 100), ...expected, 'p0451.page.example'])
      expect(seen).toContain(name);
    expect(seen).not.toContain('p0001.page.example');
    const broken = await get('author', 'Fqdn/List', { 'x-ms-continuation': 'not-a-cursor' });
    expect(broken.statusCode).toBe(400);
    // The same cursor as a query parameter.
    const first = await get('author', 'Fqdn/List?instances=Germany');
    const again = await get(
      'author',
      `Fqdn/List?instances=Germany&continuation=${first.json().continuation}`,
    );
    const lastOfFirst = (first.json().items as Fqdn[])[99]!.domainName;
    expect((again.json().items as Fqdn[])[0]!.domainName > lastOfFirst).toBe(true);
  });

  it('adds an FQDN: the workload champion or a connectivity champion; duplicates are refused', async () => {
    const body = { domainName: 'New.Contoso.com', instance: 'Worldwide', workload: 'Exchange' };
    const denied = await send('otherchamp', 'POST', 'Fqdn', body);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(FORBIDDEN);
    const res = await send('champ', 'POST', 'Fqdn', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The FQDN has been saved.');
    expect(res.json().fqdn).toMatchObject({
      domainName: 'new.contoso.com',
      addedBy: 'champ@contoso.example',
    });
    const dup = await send('council', 'POST', 'Fqdn', body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('This FQDN already exists.');
    const bad = await send('council', 'POST', 'Fqdn', { ...body, domainName: 'not valid' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('domainName');
    const noWorkload = await send('council', 'POST', 'Fqdn', { ...body, workload: 'Nowhere' });
    expect(noWorkload.statusCode).toBe(400);
    const byIds = await send('author', 'POST', 'Fqdn/ListByIds', { fqdnIds: [res.json().fqdn.id] });
    expect(byIds.json()).toHaveLength(1);
  });

  it('customer facing: only the service-tree owner, a note when it changes, Yes only for MVP, MVP+ and Third Party', async () => {
    const mail = await byName('mail.contoso.com');
    const calendar = await byName('calendar.contoso.com');
    const put = (who: FqdnPerson, body: object) => send(who, 'PUT', 'Fqdn/UpdateCommonAttributes', body);
    const notOwner = await put('champ', {
      id: mail.id,
      isCustomerFacingStatus: 'Yes',
      isCustomerFacingNote: 'public',
    });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().error.message).toBe(FORBIDDEN);
    const noNote = await put('owner', { id: mail.id, isCustomerFacingStatus: 'Yes' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.details[0].path).toBe('body.isCustomerFacingNote');
    const excluded = await put('owner', {
      id: calendar.id,
      isCustomerFacingStatus: 'Yes',
      isCustomerFacingNote: 'x',
    });
    expect(excluded.statusCode).toBe(400);
    expect(excluded.json().error.details[0].path).toBe('body.isCustomerFacingStatus');
    // No is allowed for any scope.
    expect(
      (
        await put('owner', {
          id: calendar.id,
          isCustomerFacingStatus: 'No',
          isCustomerFacingNote: 'internal',
        })
      ).statusCode,
    ).toBe(200);
    const ok = await put('owner', {
      id: mail.id,
      isCustomerFacingStatus: 'Yes',
      isCustomerFacingNote: 'Users open it',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Customer facing field changed.');
    expect(ok.json().fqdn).toMatchObject({
      isCustomerFacingStatus: 'Yes',
      isCustomerFacingNote: 'Users open it',
    });
    expect((await byName('mail.contoso.com')).isCustomerFacingStatus).toBe('Yes');
  });

  it('deprecation and the service tree: the workload champion; an unknown entry is refused', async () => {
    const sites = await byName('sites.contoso.com');
    const put = (who: FqdnPerson, body: object) => send(who, 'PUT', 'Fqdn/UpdateCommonAttributes', body);
    expect((await put('champ', { id: sites.id, isDeprecated: true })).statusCode).toBe(403);
    const dep = await put('otherchamp', { id: sites.id, isDeprecated: true });
    expect(dep.statusCode).toBe(200);
    expect(dep.json().fqdn.isDeprecated).toBe(true);
    const unknown = await put('otherchamp', { id: sites.id, serviceTreeId: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].path).toBe('body.serviceTreeId');
    const moved = await put('council', { id: sites.id, serviceTreeId: ServiceTree.Owned });
    expect(moved.json().message).toBe('Service tree changed.');
    expect((await get('author', 'Fqdn/List?deprecated=true')).json().items).toHaveLength(1);
    const missing = await put('council', { id: '00000000-0000-4000-8000-000000000000', isDeprecated: true });
    expect(missing.statusCode).toBe(404);
  });

  it('test results: an empty list before any scan, 404 for an unknown FQDN', async () => {
    const mail = await byName('mail.contoso.com');
    const res = await get('author', `Fqdn/TestResults?fqdnId=${mail.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(
      (await get('author', 'Fqdn/TestResults?fqdnId=00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await get('author', 'Fqdn/TestResults?fqdnId=x')).statusCode).toBe(400);
  });
  it('a call on one FQDN refuses several with the rule that the action needs exactly one selected item', async () => {
    const [mail, sites] = [await byName('mail.contoso.com'), await byName('sites.contoso.com')];
    const refusal = (res: { statusCode: number; json: () => { error: { details: unknown[] } } }) => ({
      status: res.statusCode,
      details: res.json().error.details,
    });
    expect(refusal(await get('author', `Fqdn/TestResults?fqdnId=${mail.id}&fqdnId=${sites.id}`))).toEqual({
      status: 400,
      details: [{ path: 'querystring.fqdnId', message: ExactlyOneSelectedMessage }],
    });
    expect(refusal(await send('council', 'POST', 'Fqdn/RunTests', { fqdnId: [mail.id, sites.id] }))).toEqual({
      status: 400,
      details: [{ path: 'body.fqdnId', message: ExactlyOneSelectedMessage }],
    });
    const update = { id: [mail.id, sites.id], isDeprecated: true };
    expect(refusal(await send('council', 'PUT', 'Fqdn/UpdateCommonAttributes', update))).toEqual({
      status: 400,
      details: [{ path: 'body.id', message: ExactlyOneSelectedMessage }],
    });
    // Neither changed; one FQDN is still taken as before.
    expect((await byName('mail.contoso.com')).isDeprecated).toBe(false);
    expect((await get('author', `Fqdn/TestResults?fqdnId=${mail.id}`)).statusCode).toBe(200);
  });
});
