import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { DENVER_IP, FRONT_DOORS, LONDON_IP, form, postForm } from '../../test/connectivity-fixtures.js';
import { surveyAnswers } from './repo.js';

const kinds = await testDatabases();
const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

describe.each(kinds)('internet type (%s)', (kind) => {
  let t: TestApp;
  let runId: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { FRONT_DOORS });
    runId = (await postForm(t, form())).json().id;
  });
  afterAll(async () => t?.close());

  const classify = (remoteAddress: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/IPClassification/v2',
      remoteAddress,
      ...(payload ? { payload } : {}),
    });
  const log = (what: 'logType' | 'logCorrectness', query: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/IPClassification/${what}?${new URLSearchParams(query)}` });

  it('predicts from the egress network the request came from', async () => {
    const starlink = await classify(DENVER_IP, { runId });
    expect(starlink.statusCode).toBe(200);
    expect(starlink.json()).toEqual({
      runId,
      predictedType: 'Satellite',
      asn: 14593,
      asName: 'Space Exploration Technologies Corporation',
    });
    expect((await classify(LONDON_IP)).json()).toMatchObject({ predictedType: 'Office', asn: 8075 });
    expect((await classify('172.56.1.1')).json()).toMatchObject({ predictedType: 'Cellular', asn: 21928 });
    expect((await classify('73.1.2.3')).json()).toMatchObject({ predictedType: 'Home', asn: 7922 });
    expect((await classify('10.0.0.1')).json()).toEqual({
      predictedType: 'Unknown',
      asn: null,
      asName: null,
    });
    expect((await classify(LONDON_IP, { runId: 'temp' })).statusCode).toBe(400);
  });

  it('records the type and the correctness answers, the latest of each', async () => {
    expect((await log('logType', { runId, value: 'Cafe', tenantId: TENANT })).statusCode).toBe(204);
    expect((await log('logType', { runId, value: 'Home' })).statusCode).toBe(204);
    expect((await log('logCorrectness', { runId, value: 'No', classification: 'Office' })).statusCode).toBe(
      204,
    );
    const rows = await surveyAnswers(t.app.db, runId);
    expect(
      rows.map(({ kind, value, classification, tenant_id }) => ({ kind, value, classification, tenant_id })),
    ).toEqual([
      { kind: 'correctness', value: 'No', classification: 'Office', tenant_id: null },
      { kind: 'type', value: 'Home', classification: null, tenant_id: null },
    ]);
  });

  it('names the bad query field, and refuses reports that are not ours', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ runId, value: 'Boat' }, 'querystring.value'],
      [{ runId: 'temp', value: 'Home' }, 'querystring.runId'],
      [{ runId, value: 'Home', tenantId: 'contoso' }, 'querystring.tenantId'],
      [{ value: 'Home' }, 'querystring.runId'],
    ];
    for (const [query, path] of cases) {
      const res = await log('logType', query);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const wrong = await log('logCorrectness', { runId, value: 'Maybe', classification: 'Home' });
    expect(wrong.json().error.details[0].path).toBe('querystring.value');
    const missing = await log('logType', { runId: 'AAAAAAAAAAAAAAAAAAAAAA', value: 'Home' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.id).toBe('REPORT_NOT_FOUND');
  });
});

describe('internet type survey turned off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { FRONT_DOORS, UX_FEATURE_CONTROL: 'DisableInternetTypeSurvey' });
  });
  afterAll(async () => t?.close());

  it('refuses survey answers and stores none', async () => {
    const runId = (await postForm(t, form())).json().id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/IPClassification/logType?runId=${runId}&value=Home`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.id).toBe('INTERNET_TYPE_SURVEY_DISABLED');
    expect(await surveyAnswers(t.app.db, runId)).toEqual([]);
  });
});
