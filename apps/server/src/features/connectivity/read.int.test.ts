import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { testDatabases, type TestApp } from '../../test/harness.js';
import { FRONT_DOORS, form, postForm } from '../../test/connectivity-fixtures.js';

const kinds = await testDatabases();
const read = (t: TestApp, id: string, lang = 'en') =>
  t.app.inject({ url: `/api/AnonymousConnectivityTest/ReadReport/${id}?lang=${lang}` });

describe.each(kinds)('read report (%s)', (kind) => {
  const t = suiteApp(kind, { FRONT_DOORS });

  it('reads back exactly the generated report', async () => {
    const generated = await postForm(t, form());
    const res = await read(t, generated.json().id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual(generated.json());
  });

  it('answers an unknown id of the right format with the not-found message', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'zzzzzzzzzzzzzzzzzzzzzw']) {
      const res = await read(t, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        id: 'REPORT_NOT_FOUND',
        message: 'The report was not found. It may have expired or been deleted.',
      });
    }
    expect((await read(t, 'AAAAAAAAAAAAAAAAAAAAAA', 'ja')).json().error.message).toBe(
      'レポートが見つかりません。有効期限が切れたか、削除された可能性があります。',
    );
  });

  it('answers a malformed id with its own 400, whatever it contains', async () => {
    for (const id of [
      'temp',
      'A'.repeat(21),
      'A'.repeat(23),
      `${'A'.repeat(21)}B`,
      "1'%20or%20'1'='1",
      'x'.repeat(90),
    ]) {
      const res = await read(t, id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error.id, id).toBe('REPORT_ID_INVALID');
    }
    expect((await read(t, 'temp')).json().error).toMatchObject({
      id: 'REPORT_ID_INVALID',
      message: 'This is not a valid report id.',
    });
  });
});
