import { describe, expect, it } from 'vitest';
import { clientCommand, detectOs } from './commands';

describe('the client command', () => {
  const server = 'https://netlens.example.com/gcc/';
  const run = '6f1c7c1e-2f6a-4c57-9d57-3f0f0c1d2e3f';
  const token = 'abcDEF_-0123456789abcDEF_-0123456789abcDEF';

  it('downloads with curl and joins the run on macOS and Linux', () => {
    expect(clientCommand('linux', server, run, token)).toBe(
      `curl -fsSLo netlens-advanced.mjs 'https://netlens.example.com/gcc/api/LiveTest/client' && ` +
        `node netlens-advanced.mjs --server 'https://netlens.example.com/gcc/' --run ${run} --token '${token}'`,
    );
  });

  it('uses PowerShell on Windows and quotes a quote safely', () => {
    const cmd = clientCommand('windows', "https://o'brien.example/", run, token);
    expect(cmd).toMatch(
      /^Invoke-WebRequest -Uri 'https:\/\/o''brien\.example\/api\/LiveTest\/client' -OutFile/,
    );
    expect(clientCommand('macos', "https://o'brien.example/", run, token)).toContain(
      `'https://o'\\''brien.example/'`,
    );
  });

  it('guesses the OS from the browser', () => {
    expect(detectOs('Win32', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows');
    expect(detectOs('MacIntel', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)')).toBe('macos');
    expect(detectOs('Linux x86_64', 'Mozilla/5.0 (X11; Linux x86_64)')).toBe('linux');
    expect(detectOs('', '')).toBe('linux');
  });
});
