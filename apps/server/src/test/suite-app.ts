import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type DbKind, type TestApp } from './harness.js';

/**
 * The server of a suite, on `kind` with `env`: started before the suite's tests (and before the
 * hooks registered after this call), closed after them. Its `app` and `config` are the running
 * server's.
 */
export function suiteApp(kind: DbKind, env: Record<string, string> = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(kind, env);
  });
  afterAll(async () => started?.close());
  const running = () => {
    if (!started) throw new Error("The suite's server has not started.");
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get config() {
      return running().config;
    },
    close: () => running().close(),
  };
}
