// Bundles the server and the admin command (with the shared contract) into dist/main.js and
// dist/admin.js; npm packages stay external.
import { build } from 'esbuild';

function externalNpm() {
  return {
    name: 'external-npm',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@netlens/') ? undefined : { path: args.path, external: true },
      );
    },
  };
}

await build({
  entryPoints: ['src/main.ts', 'src/admin.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // npm packages stay external; the workspace contract (@netlens/core, TypeScript source) is bundled.
  plugins: [externalNpm()],
  logLevel: 'warning',
});
