import { endpointUrl, endpoints, type ClientFile, type ClientOs, type ClientPlatform } from '@netlens/core';

/** What a client command needs of the file. */
export type CommandFile = Pick<ClientFile, 'platform' | 'fileName' | 'sha256' | 'executable'>;

/** The download's query: an executable's platform and hash (an immutable URL); none for the bundle. */
export const clientFileQuery = (file: CommandFile) =>
  file.executable ? { platform: file.platform, sha256: file.sha256 } : {};

/** The shells a command is written for: PowerShell and Command Prompt on Windows, sh elsewhere. */
export type Shell = 'powershell' | 'cmd' | 'posix';

/** The shells offered for an OS, the first one the default. */
export const shellsFor = (os: ClientOs): readonly Shell[] =>
  os === 'windows' ? ['powershell', 'cmd'] : ['posix'];

/** What the browser tells of its system: `navigator.userAgentData`'s platform when it has it. */
export type BrowserSystem = { platform: string; userAgent: string; uaPlatform?: string | undefined };

/** Guesses the visitor's platform from the browser; Linux x64 when nothing matches. */
export function detectPlatform({ platform, userAgent, uaPlatform }: BrowserSystem): ClientPlatform {
  const s = `${uaPlatform ?? ''} ${platform} ${userAgent}`;
  if (/win/i.test(s)) return 'windows-x64';
  if (/mac|iphone|ipad/i.test(s)) return 'macos';
  if (/aarch64|arm64|armv8/i.test(`${platform} ${userAgent}`)) return 'linux-arm64';
  return 'linux-x64';
}

/** Quotes one argument for a shell, so it reaches the program exactly as written. */
export function quote(shell: Shell, value: string): string {
  if (/[\r\n\0]/.test(value)) throw new Error('a command argument cannot hold a line break');
  if (shell === 'posix') return `'${value.replace(/'/g, `'\\''`)}'`;
  // PowerShell takes the typographic single quotes as quotes too: each is doubled like '.
  if (shell === 'powershell') return `'${value.replace(/['\u2018\u2019\u201a\u201b]/g, '$&$&')}'`;
  // Command Prompt: a double quote cannot be escaped inside quotes, and % expands even there;
  // a % is written outside the quotes with a caret, which no variable name can match.
  if (value.includes('"')) throw new Error('a Command Prompt argument cannot hold a double quote');
  const inner = value.replace(/%/g, '"^%"');
  // A backslash before the closing quote would escape it for the program's argument parser.
  return `"${inner.replace(/(\\+)$/, '$1$1')}"`;
}

/**
 * The one-line command that downloads the client file for the visitor's platform and runs it to
 * join the run; `server` is the site's base URL ending in '/'. The token is an argument only: the
 * file's name and URL are the same for every run.
 */
export function clientCommand(
  shell: Shell,
  file: CommandFile,
  server: string,
  runId: string,
  token: string,
): string {
  const q = (v: string) => quote(shell, v);
  const url = endpointUrl(server, endpoints.DownloadAdvancedClient, { query: clientFileQuery(file) });
  const name = file.fileName;
  const args = `--server ${q(server)} --run ${q(runId)} --token ${q(token)}`;
  if (shell === 'powershell') {
    const program = file.executable ? `.\\${name}` : `node ${name}`;
    return `Invoke-WebRequest -Uri ${q(url)} -OutFile ${name}; ${program} ${args}`;
  }
  if (shell === 'cmd') {
    return `curl -fsSLo ${name} ${q(url)} && ${file.executable ? name : `node ${name}`} ${args}`;
  }
  const program = file.executable ? `chmod +x ${name} && ./${name}` : `node ${name}`;
  return `curl -fsSLo ${name} ${q(url)} && ${program} ${args}`;
}
