import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GeoPoint } from '@netlens/core';
import type { TestOutcome } from './runner.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** TestResults/connectivity_test_result_YYYY-MM-DD-HH-MM-SS.json (local time), as the public tool names it. */
export function resultFileName(at: Date): string {
  const d = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const t = `${pad(at.getHours())}-${pad(at.getMinutes())}-${pad(at.getSeconds())}`;
  return `connectivity_test_result_${d}-${t}.json`;
}

/** Everything a run found, as written to the results file and printed with --json. */
export interface RunSummary {
  tool: 'netlens-advanced';
  version: string;
  server: string;
  runId: string | null;
  startedAt: string;
  finishedAt: string;
  location: GeoPoint | null;
  exitCode: number;
  tests: TestOutcome[];
}

/** Writes the summary under `dir`/TestResults and returns the file's path. */
export async function writeResults(dir: string, summary: RunSummary, at: Date): Promise<string> {
  const folder = join(dir, 'TestResults');
  await mkdir(folder, { recursive: true });
  const file = join(folder, resultFileName(at));
  await writeFile(file, `${JSON.stringify(summary, null, 2)}\n`, 'utf8');
  return file;
}
