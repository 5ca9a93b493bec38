// Bundles the client, its npm packages and the shared contract into one file runnable with `node`
// (and, as CommonJS, the script of the single-file executables), plus the executables' builder.
import { build } from 'esbuild';

const common = {
  entryPoints: ['src/main.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'eof',
  logLevel: 'warning',
};

/** ws's optional native add-ons: absent from an executable, which then never looks for them on disk. */
const noNativeAddons = {
  name: 'no-native-addons',
  setup(b) {
    b.onResolve({ filter: /^(bufferutil|utf-8-validate)$/ }, (args) => ({
      path: args.path,
      namespace: 'absent',
    }));
    b.onLoad({ filter: /.*/, namespace: 'absent' }, () => ({
      contents: 'throw new Error("not included");',
      loader: 'js',
    }));
  },
};

await Promise.all([
  build({
    ...common,
    outfile: 'dist/netlens-advanced.mjs',
    format: 'esm',
    // Some bundled CommonJS packages call require() for Node built-ins.
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __nlCreateRequire } from 'node:module';\nconst require = __nlCreateRequire(import.meta.url);",
    },
  }),
  build({ ...common, outfile: 'dist/netlens-advanced.cjs', format: 'cjs', plugins: [noNativeAddons] }),
  build({
    ...common,
    entryPoints: ['executables/cli.ts'],
    outfile: 'dist/build-executable.mjs',
    format: 'esm',
    minify: false,
    banner: {
      js: "import { createRequire as __nlCreateRequire } from 'node:module';\nconst require = __nlCreateRequire(import.meta.url);",
    },
  }),
]);
