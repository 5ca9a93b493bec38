import {
  TelemetryPath,
  type LogId,
  type TelemetryBatch,
  type TelemetryEventNames,
  type TelemetryItem,
} from '@netlens/core';
import { basePath, withBase } from './basePath';
import { whenIdle } from './idle';

/** Extra dimensions attached to a telemetry item (at most 20, strings up to 500 characters). */
export type TelemetryProps = Record<string, string | number | boolean | null | undefined>;
type EventName = (typeof TelemetryEventNames)[number];

const FlushDelayMs = 2000;
const MaxBatch = 50;
const MaxQueued = 500;
const SessionKey = 'netlens.telemetry.session';

let queue: TelemetryItem[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let sessionId: string | undefined;
/** Measurements in progress (holdTelemetry): nothing is sent until the last ends. */
let holds = 0;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function cleanProps(props: TelemetryProps | undefined): TelemetryItem['properties'] {
  if (!props) return undefined;
  const out: NonNullable<TelemetryItem['properties']> = {};
  for (const [key, value] of Object.entries(props).slice(0, 20)) {
    if (value === undefined) continue;
    out[clip(key, 64)] = typeof value === 'string' ? clip(value, 500) : value;
  }
  return out;
}

/** The app path of the current page, without the cloud prefix (as page views record it). */
function currentPage(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  const base = basePath();
  const path =
    base && location.pathname.startsWith(base) ? location.pathname.slice(base.length) : location.pathname;
  return clip(path || '/', 300);
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The random id that groups this tab's telemetry; kept for the browser session. */
export function telemetrySessionId(): string {
  if (sessionId) return sessionId;
  try {
    sessionId = sessionStorage.getItem(SessionKey) ?? randomId();
    sessionStorage.setItem(SessionKey, sessionId);
  } catch {
    sessionId = randomId();
  }
  return sessionId;
}

function enqueue(item: TelemetryItem): void {
  if (queue.length >= MaxQueued) queue.shift();
  queue.push(item);
  if (queue.length >= MaxBatch) flushTelemetry();
  else scheduleFlush();
}

/** Sent when the page is idle after the delay: never in the middle of a render. */
function scheduleFlush(): void {
  timer ??= setTimeout(() => whenIdle(() => flushTelemetry(), FlushDelayMs), FlushDelayMs);
}

/**
 * Holds telemetry back while the page measures the network: the probes run in a worker, so the
 * page is idle meanwhile, yet a telemetry post would share the link, the browser's network
 * service and the server with what is being timed. Returns the release (once is enough); what
 * queued meanwhile is sent the usual delay after the last hold ends. A page going away still
 * sends at once.
 */
export function holdTelemetry(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    if (holds === 0 && queue.length > 0) scheduleFlush();
  };
}

/** Records a page view: the app path (without the cloud prefix) and the page title. */
export function trackPageView(page: string, title?: string): void {
  enqueue({ kind: 'pageView', page: clip(page, 300), ...(title ? { title: clip(title, 200) } : {}) });
}

/** Records a log line under one of the fixed log ids (M00001–M00003, E00001, E00002). */
export function log(logId: LogId, message: string, props?: TelemetryProps): void {
  const page = currentPage();
  const properties = cleanProps(props);
  enqueue({
    kind: 'log',
    logId,
    message: clip(message, 1000),
    ...(page ? { page } : {}),
    ...(properties ? { properties } : {}),
  });
}

/** Records a named product event such as NetworkProviderPortalVisit. */
export function trackEvent(name: EventName, props?: TelemetryProps): void {
  const page = currentPage();
  const properties = cleanProps(props);
  enqueue({ kind: 'event', name, ...(page ? { page } : {}), ...(properties ? { properties } : {}) });
}

/** Sends everything queued; with beacon=true uses navigator.sendBeacon (page is going away). */
export function flushTelemetry(beacon = false): void {
  clearTimeout(timer);
  timer = undefined;
  if (holds > 0 && !beacon) return; // the last hold's release schedules it
  const url = withBase(TelemetryPath);
  const language = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  while (queue.length > 0) {
    const items = queue.splice(0, MaxBatch);
    const batch: TelemetryBatch = {
      sessionId: telemetrySessionId(),
      items,
      ...(language ? { language } : {}),
    };
    const body = JSON.stringify(batch);
    if (beacon && navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) continue;
    // Telemetry never goes through the API client: a failing telemetry call must not log itself.
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  }
}

const describeError = (reason: unknown) =>
  reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);

/** Reports an unhandled error (E00002) from an error boundary or a global handler. */
export function logUnhandledError(error: unknown, source: string): void {
  const stack = error instanceof Error ? error.stack : undefined;
  log('E00002', describeError(error), { source, stack });
}

/** Wires the page-wide hooks: beacon flush on pagehide and E00002 for uncaught errors. */
export function installTelemetry(): void {
  addEventListener('pagehide', () => flushTelemetry(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushTelemetry(true);
  });
  addEventListener('error', (e) => logUnhandledError(e.error ?? e.message, 'window.error'));
  addEventListener('unhandledrejection', (e) => logUnhandledError(e.reason, 'unhandledrejection'));
}

/** Turns console.log/info/debug/warn into no-ops (production builds call this at start-up). */
export function silenceConsole(): void {
  const noop = () => undefined;
  /* eslint-disable no-console -- replacing the methods is the point; errors stay visible. */
  console.log = noop;
  console.info = noop;
  console.debug = noop;
  console.warn = noop;
  /* eslint-enable no-console */
}

/** Drops queued items and the cached session (tests only). */
export function resetTelemetryForTests(): void {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
  sessionId = undefined;
  holds = 0;
}
