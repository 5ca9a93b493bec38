// The London visitor most end-to-end tests play, and the reports of other London networks.
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Central London, where the browser says the visitor is. */
export const london = { latitude: 51.5074, longitude: -0.1278 };

/** A browser context for a visitor in London behind `egressIp` who lets the browser tell the position. */
export async function londonVisitor(
  browser: Browser,
  egressIp: string,
  opts: { locale?: string; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: opts.locale ?? 'en-US',
    viewport: { width: opts.width ?? 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': egressIp },
    geolocation: london,
    permissions: ['geolocation'],
  });
  return { context, page: await context.newPage() };
}

/** A network test's report posted from `ip` through the API with these form fields; its answer. */
export async function generateReport<T = { id: string }>(
  baseUrl: string,
  ip: string,
  fields: Record<string, string>,
): Promise<T> {
  const response = await fetch(`${baseUrl}api/AnonymousConnectivityTest/GenerateTestReport`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams(fields),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The form fields of a test in central London that measured these latencies (in ms, in order). */
export const londonForm = (latencies: number[]): Record<string, string> => ({
  latitude: String(london.latitude),
  longitude: String(london.longitude),
  city: 'London',
  measuredLatency: String(Math.min(...latencies)),
  measuredLatencies: latencies.join(','),
});

/** A report from another network in London (`ip`), posted as the start page posts it
 * (with `extra` form fields). */
export async function postLondonReport(
  baseUrl: string,
  ip: string,
  latencyMs: number,
  frontDoorId: string,
  extra: Record<string, string> = {},
): Promise<void> {
  await generateReport(baseUrl, ip, {
    ...londonForm([latencyMs + 1, latencyMs]),
    isAutoDetected: 'true',
    exchangeFaultZoneCode: frontDoorId,
    ...extra,
  });
}
