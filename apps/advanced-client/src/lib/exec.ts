import { execFile } from 'node:child_process';

/** Runs an OS tool with arguments (no shell) and returns its output; null when it cannot run. */
export function runTool(
  file: string,
  args: readonly string[],
  timeoutMs = 30_000,
): Promise<{ stdout: string; code: number } | null> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024, windowsHide: true },
      (err, stdout) => {
        if (err && (err as NodeJS.ErrnoException).code === 'ENOENT') return resolve(null);
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ stdout: String(stdout), code });
      },
    );
  });
}
