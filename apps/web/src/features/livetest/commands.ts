import { endpointUrl, endpoints } from '@netlens/core';

/** The visitor's operating system, for the download command. */
export type ClientOs = 'windows' | 'macos' | 'linux';
export const ClientOses: readonly ClientOs[] = ['windows', 'macos', 'linux'];

/** Guesses the OS from the browser's platform strings; Linux when nothing matches. */
export function detectOs(platform: string, userAgent: string): ClientOs {
  const s = `${platform} ${userAgent}`;
  if (/win/i.test(s)) return 'windows';
  if (/mac|iphone|ipad/i.test(s)) return 'macos';
  return 'linux';
}

/** Quotes a value for PowerShell or a POSIX shell (single quotes, inner quotes doubled/escaped). */
const quote = (os: ClientOs, value: string) =>
  os === 'windows' ? `'${value.replace(/'/g, "''")}'` : `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The one-line command that downloads the client and joins the run: PowerShell on Windows,
 * curl in a shell elsewhere. `server` is the site's base URL ending in '/'.
 */
export function clientCommand(os: ClientOs, server: string, runId: string, token: string): string {
  const url = endpointUrl(server, endpoints.DownloadAdvancedClient);
  const args = `--server ${quote(os, server)} --run ${runId} --token ${quote(os, token)}`;
  if (os === 'windows') {
    return `Invoke-WebRequest -Uri ${quote(os, url)} -OutFile netlens-advanced.mjs; node netlens-advanced.mjs ${args}`;
  }
  return `curl -fsSLo netlens-advanced.mjs ${quote(os, url)} && node netlens-advanced.mjs ${args}`;
}
