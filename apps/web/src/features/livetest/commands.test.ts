import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { clientCommand, detectPlatform, quote } from './commands';

const hash = 'a'.repeat(64);
const linux = {
  platform: 'linux-x64',
  fileName: 'netlens-advanced',
  sha256: hash,
  executable: true,
} as const;
const windows = {
  platform: 'windows-x64',
  fileName: 'netlens-advanced.exe',
  sha256: hash,
  executable: true,
} as const;
const bundle = {
  platform: 'macos',
  fileName: 'netlens-advanced.mjs',
  sha256: hash,
  executable: false,
} as const;

describe('the client command', () => {
  const server = 'https://netlens.example.com/gcc/';
  const run = '6f1c7c1e-2f6a-4c57-9d57-3f0f0c1d2e3f';
  const token = 'abcDEF_-0123456789abcDEF_-0123456789abcDEF';
  const download = `https://netlens.example.com/gcc/api/LiveTest/client`;

  it('downloads the Linux executable by its immutable URL, makes it executable and runs it', () => {
    expect(clientCommand('posix', linux, server, run, token)).toBe(
      `curl -fsSLo netlens-advanced '${download}?platform=linux-x64&sha256=${hash}' && ` +
        `chmod +x netlens-advanced && ./netlens-advanced --server '${server}' --run '${run}' --token '${token}'`,
    );
  });

  it('runs the executable from PowerShell and from Command Prompt on Windows', () => {
    expect(clientCommand('powershell', windows, server, run, token)).toBe(
      `Invoke-WebRequest -Uri '${download}?platform=windows-x64&sha256=${hash}' -OutFile netlens-advanced.exe; ` +
        `.\\netlens-advanced.exe --server '${server}' --run '${run}' --token '${token}'`,
    );
    expect(clientCommand('cmd', windows, server, run, token)).toBe(
      `curl -fsSLo netlens-advanced.exe "${download}?platform=windows-x64&sha256=${hash}" && ` +
        `netlens-advanced.exe --server "${server}" --run "${run}" --token "${token}"`,
    );
  });

  it('runs the bundle with Node.js where there is no executable, from its URL without a hash', () => {
    expect(clientCommand('posix', bundle, server, run, token)).toBe(
      `curl -fsSLo netlens-advanced.mjs '${download}' && ` +
        `node netlens-advanced.mjs --server '${server}' --run '${run}' --token '${token}'`,
    );
  });

  it('keeps the token out of the file name and the download URL', () => {
    for (const shell of ['posix', 'powershell', 'cmd'] as const) {
      const cmd = clientCommand(shell, shell === 'posix' ? linux : windows, server, run, token);
      const [fetch] = cmd.split(shell === 'powershell' ? '; ' : ' && ');
      expect(fetch).not.toContain(token);
      expect(cmd.split(token)).toHaveLength(2);
    }
  });
});

describe('quoting', () => {
  const nasty = [`o'brien`, `a b`, `$(id) \`id\` $HOME`, `100%PATH%`, `C:\\dir\\`, 'it\u2019s', `&|;<>!*?`];

  it('passes any value through a POSIX shell unchanged', () => {
    for (const value of nasty) {
      const out = execFileSync('sh', ['-c', `printf %s ${quote('posix', value)}`], { encoding: 'utf8' });
      expect(out).toBe(value);
    }
  });

  it('doubles every single quote PowerShell honours, typographic ones included', () => {
    expect(quote('powershell', `o'brien`)).toBe(`'o''brien'`);
    expect(quote('powershell', 'it\u2019s \u2018x\u2018')).toBe(
      `'it\u2019\u2019s \u2018\u2018x\u2018\u2018'`,
    );
    expect(quote('powershell', '$(id) $HOME `n')).toBe(`'$(id) $HOME \`n'`);
  });

  it('keeps Command Prompt from expanding % and from ending the quotes early', () => {
    expect(quote('cmd', 'a&b|c')).toBe(`"a&b|c"`);
    expect(quote('cmd', '100%PATH%')).toBe(`"100"^%"PATH"^%""`);
    expect(quote('cmd', 'C:\\dir\\')).toBe(`"C:\\dir\\\\"`);
    expect(() => quote('cmd', 'say "hi"')).toThrow(/double quote/);
  });

  it('refuses a line break in any shell', () => {
    for (const shell of ['posix', 'powershell', 'cmd'] as const) {
      expect(() => quote(shell, 'a\nb')).toThrow(/line break/);
    }
  });
});

describe('the visitor platform', () => {
  it('prefers the browser’s userAgentData platform and tells Linux processors apart', () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64)';
    expect(detectPlatform({ platform: '', userAgent: ua, uaPlatform: 'Windows' })).toBe('windows-x64');
    expect(
      detectPlatform({ platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' }),
    ).toBe('windows-x64');
    expect(
      detectPlatform({ platform: 'MacIntel', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)' }),
    ).toBe('macos');
    expect(detectPlatform({ platform: 'Linux x86_64', userAgent: ua })).toBe('linux-x64');
    expect(detectPlatform({ platform: 'Linux aarch64', userAgent: 'Mozilla/5.0 (X11; Linux aarch64)' })).toBe(
      'linux-arm64',
    );
    expect(detectPlatform({ platform: '', userAgent: '', uaPlatform: 'macOS' })).toBe('macos');
    expect(detectPlatform({ platform: '', userAgent: '' })).toBe('linux-x64');
  });
});
