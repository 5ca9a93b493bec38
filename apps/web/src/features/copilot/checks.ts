import type { CopilotFailType } from '@netlens/core';

/** A domain's reachability: null when it answered, else why not. */
export type Reachability = { ok: true; ms: number } | { ok: false; failType: CopilotFailType };

const now = () => performance.now();

/**
 * Whether `url` answers a cross-origin no-response ('no-cors') fetch within `timeoutMs`: any
 * answer, even an error status, proves the connection; a network error or the timeout does not.
 */
export async function checkReachable(
  url: string,
  timeoutMs: number,
  f: typeof fetch = fetch,
): Promise<Reachability> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const start = now();
  try {
    await f(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal });
    return { ok: true, ms: now() - start };
  } catch {
    return { ok: false, failType: controller.signal.aborted ? 'Timeout' : 'Unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

/** One WebSocket domain's result, as the Copilot result records it. */
export interface WssCheck {
  isWssEnabled: boolean;
  connectionLatencyInMs: number | null;
  exceptionMessage: string | null;
}

/** Opens a WebSocket to `url` and closes it again: enabled when it opens within `timeoutMs`. */
export function checkWebSocket(
  url: string,
  timeoutMs: number,
  open: (url: string) => WebSocket = (u) => new WebSocket(u),
): Promise<WssCheck> {
  return new Promise((resolve) => {
    const start = now();
    let socket: WebSocket;
    let settled = false;
    const settle = (r: WssCheck) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        socket?.close();
      } catch {
        // already closed
      }
      resolve(r);
    };
    const timer = setTimeout(
      () =>
        settle({
          isWssEnabled: false,
          connectionLatencyInMs: null,
          exceptionMessage: `no connection within ${timeoutMs / 1000} s`,
        }),
      timeoutMs,
    );
    try {
      socket = open(url);
    } catch (error) {
      settle({
        isWssEnabled: false,
        connectionLatencyInMs: null,
        exceptionMessage: (error as Error).message,
      });
      return;
    }
    socket.onopen = () =>
      settle({
        isWssEnabled: true,
        connectionLatencyInMs: Math.round((now() - start) * 10) / 10,
        exceptionMessage: null,
      });
    // Browsers hide why a WebSocket failed; the close code is all there is.
    socket.onclose = (e) =>
      settle({
        isWssEnabled: false,
        connectionLatencyInMs: null,
        exceptionMessage: `closed before opening (code ${e.code}${e.reason ? `: ${e.reason}` : ''})`,
      });
  });
}

/**
 * Round trips to `url`: up to `attempts` sequential no-cors fetches (the first one opens the
 * connection, so it usually reads highest), all within `timeoutMs`. Samples in ms, as taken.
 */
export async function measureLatency(
  url: string,
  attempts: number,
  timeoutMs: number,
  f: typeof fetch = fetch,
): Promise<number[]> {
  const deadline = now() + timeoutMs;
  const samples: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const left = deadline - now();
    if (left <= 0) break;
    const target = new URL(url);
    target.searchParams.set('netlens-latency', `${Date.now()}-${i}`);
    const r = await checkReachable(target.toString(), left, f);
    if (r.ok) samples.push(Math.round(r.ms * 10) / 10);
  }
  return samples;
}
