import { execFileSync } from 'node:child_process';

/** Whether the openssl tool is there to make the test certificates. */
export function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
