import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://127.0.0.1:8080';

/** React Router's production build (its package exports only the development one). */
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const routerProduction = (file: string) => join(routerDir, 'dist', 'production', file);

/**
 * Puts V8's explicit compile hint at the top of every chunk: V8 then compiles all of a chunk's
 * functions as it loads (off the main thread) rather than each on its first call, so the first
 * report does not wait for its code to be compiled (https://v8.dev/blog/explicit-compile-hints).
 * It has to be the first line, above the dependency map Vite adds, so it goes in last.
 */
function compileHints(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'netlens:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = hint + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type !== 'asset') continue;
          const json = JSON.parse(String(map.source)) as { mappings: string };
          json.mappings = `;${json.mappings}`; // one line lower
          map.source = JSON.stringify(json);
        }
      },
    },
  };
}

// Relative asset URLs: the server rewrites <base href> (e.g. to /gcc/) and every asset follows it.
export default defineConfig(({ command }) => ({
  base: './',
  plugins: [react(), compileHints()],
  resolve: {
    // The development build checks and warns on every navigation: the built app goes without.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
          ]
        : [],
  },
  // The latency probes run in a module worker (features/frontdoors/probeWorker.ts).
  worker: { format: 'es', plugins: () => [compileHints()] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/ },
            {
              name: 'fluent',
              test: /node_modules[\\/](@fluentui|@griffel|tabster|keyborg|@floating-ui|@swc|rtl-css-js|stylis)[\\/]/,
            },
            // The world map and its data load only with the report's map.
            { name: 'map', test: /node_modules[\\/](d3-[a-z]+|topojson-client|world-atlas)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': backend,
      '/config': backend,
      '/gcc': backend,
    },
  },
}));
