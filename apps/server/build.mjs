// Bundles the server and the admin command, each with the shared contract and the npm packages,
// into one file each: dist/main.js and dist/admin.js. One file loads in a fraction of the time
// Node.js takes to resolve and read several hundred package files, for the server's start and for
// every admin command. Each is a whole bundle (no shared chunks), so code that finds the
// product's other files from its own location (the web build, the advanced client) finds them
// from dist/ in both.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Packages that find their own files at run time (by __dirname or import.meta.url), so they stay
 * in node_modules: bundled, they would look beside dist/ instead.
 */
const External = [
  'better-sqlite3', // its native addon
  'pino', // the worker files of its transports
  'ioredis', // names its own directory in error stacks
  '@fastify/swagger', // reads its own package.json
  '@fastify/swagger-ui', // serves the UI's files
  'socket.io', // serves the client's files
];

const result = await build({
  entryPoints: ['src/main.ts', 'src/admin.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: External,
  // The CommonJS packages inside call require() (for Node's modules and the external packages);
  // an ES module has none, so each output file makes its own.
  banner: {
    js: "import { createRequire as __netlensRequire } from 'node:module'; const require = __netlensRequire(import.meta.url);",
  },
  metafile: true,
  logLevel: 'warning',
});

// A package added later that finds its files by its own location must be listed above: the
// build fails, naming it, rather than the server failing when that code first runs.
const ownLocation = /\b__dirname\b|\b__filename\b|\bimport\.meta\.(url|dirname|filename)\b/;
const located = Object.keys(result.metafile.inputs).filter(
  (file) => file.includes('node_modules/') && ownLocation.test(readFileSync(file, 'utf8')),
);
if (located.length > 0) {
  process.stderr.write(
    `These bundled files find their own files by their location; add their packages to External in build.mjs:\n  ${located.join('\n  ')}\n`,
  );
  process.exit(1);
}
