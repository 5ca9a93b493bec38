import { ApiError } from '../../lib/api';
import { CopilotRunError } from './runCopilot';

/**
 * The error trace a visitor can copy for their administrator: when, where, which step, and the
 * backend call (method, path, status, request id) when one failed. No personal data.
 */
export function errorTrace(error: unknown, at: Date, location: string, userAgent: string): string {
  const lines = [`time: ${at.toISOString()}`, `page: ${location}`, `browser: ${userAgent}`];
  const step = error instanceof CopilotRunError ? error.step : 'unknown';
  lines.push(`step: ${step}`);
  let e: unknown = error instanceof CopilotRunError ? error.cause : error;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e instanceof ApiError) {
      lines.push(`call: ${e.method} ${e.path}`, `status: ${e.status}`);
      if (e.errorId) lines.push(`error id: ${e.errorId}`);
      if (e.requestId) lines.push(`request id: ${e.requestId}`);
    }
    lines.push(`error: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
    e = e instanceof Error ? e.cause : undefined;
  }
  return lines.join('\n');
}
