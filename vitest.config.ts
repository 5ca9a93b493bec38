import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Four tiers: unit tests beside the code, component tests of the web app's React parts in
// happy-dom, integration tests through the HTTP API against a real database, end-to-end tests
// driving the built app in Chromium.
/** What a test stubs (globals with vi.stubGlobal, methods with vi.spyOn) is put back before the next test. */
const restoredBetweenTests = { unstubGlobals: true, restoreMocks: true };

export default defineConfig({
  test: {
    // Test files spend much of their time waiting (for the database, the browser, the server's
    // processes), so even two cores run two files at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'apps/web/src/**/*.test.tsx'],
          environment: 'node',
          // Each worker imports the modules once for all its files (most of the tier's time was
          // importing).
          isolate: false,
          ...restoredBetweenTests,
        },
      },
      {
        test: {
          // A web component rendered as a person meets it (Testing Library), with the real
          // English strings, Fluent UI and React Query; the network is a fake fetch per test.
          name: 'component',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost/' } },
          setupFiles: ['apps/web/src/test/setup.ts'],
          ...restoredBetweenTests,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The schema is migrated once per run; each test app's database is a copy of it.
          globalSetup: ['apps/server/src/test/migrated-templates.ts'],
          // Each worker loads the server's modules (and the embedded gazetteer and IP→ASN table)
          // once for all its files, not once per file: every test builds its own app on its own
          // database, and the product keeps per-app state on the app, never in a module.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // With three files on two cores (load 8–11), a test that starts a server in its body
          // or runs the test twice took 40–60 s of what takes 10–20 s alone. A time-out guards
          // against a hang, not a slow machine; timed behaviour is asserted by the tests themselves.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Every file starts its own servers on free ports and fresh databases, with its own
          // browser, so files run side by side: one more than the cores, since a file often
          // waits (for a restart, a cut connection, a time-out) while the others' browsers and
          // servers have work (two cores: 477 s for the tier against 535–546 s with two files).
          maxWorkers: availableParallelism() + 1,
          // Its own place in a run of every project (a group of its own, for its own worker count).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
