// Bundles the client, its npm packages and the shared contract into one file runnable with `node`.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/netlens-advanced.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  minify: true,
  legalComments: 'eof',
  // Some bundled CommonJS packages call require() for Node built-ins.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __nlCreateRequire } from 'node:module';\nconst require = __nlCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
