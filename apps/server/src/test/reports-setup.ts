import type { TestApp } from './harness.js';
import { form } from './connectivity-fixtures.js';
import type { Browser } from './identity-helpers.js';

/** Runs a test from this browser (GenerateTestReport as the web app posts it); answers the id. */
export async function generateIn(b: Browser, over: Record<string, string> = {}): Promise<string> {
  const res = await b.request({
    method: 'POST',
    url: '/api/AnonymousConnectivityTest/GenerateTestReport',
    payload: new URLSearchParams(form(over)).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: '51.140.1.1',
  });
  if (res.statusCode !== 200) throw new Error(`generate answered ${res.statusCode}: ${res.body}`);
  return res.json().id as string;
}

/** Generates and saves a report for a signed-in browser. */
export async function savedReport(b: Browser, over: Record<string, string> = {}): Promise<string> {
  const id = await generateIn(b, over);
  const res = await b.request({ method: 'POST', url: '/api/ConnectivityTest/CreateReport', payload: { id } });
  if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
  return id;
}

export type { TestApp };
