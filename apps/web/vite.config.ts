import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import griffel from '@griffel/vite-plugin';
import { startPageBudgetBytes } from './start-budget';
import {
  compileHints,
  entryGraph,
  precompress,
  startPageBudget,
  styleModulesOnly,
  wholeJson,
} from './vite-plugins';

const backend = 'http://127.0.0.1:8080';
const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'dist');
const zodSetup = join(here, 'src', 'lib', 'zod.ts');

/** React Router's production build (its package exports only the development one). */
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const routerProduction = (file: string) => join(routerDir, 'dist', 'production', file);

// Relative asset URLs: the server rewrites <base href> (e.g. to /gcc/) and every asset follows it.
export default defineConfig(({ command }) => {
  const entry = entryGraph();
  return {
    base: './',
    plugins: [
      wholeJson(),
      react(),
      // The built app's styles are resolved as it builds (Griffel's ahead-of-time compilation, as
      // Fluent's own components ship): each makeStyles call becomes its class names and CSS rules,
      // so the page neither carries nor runs the style engine's resolver (stylis, rtl-css-js,
      // hashing) before it shows. Development keeps the runtime engine, which needs no build step.
      ...(command === 'build'
        ? [
            styleModulesOnly(
              griffel({ sourceMap: true, babelOptions: { presets: ['@babel/preset-typescript'] } }),
            ),
          ]
        : []),
      compileHints(),
      entry.plugin,
      precompress(),
      startPageBudget(startPageBudgetBytes),
    ],
    resolve: {
      alias: [
        // zod configured for the page before any schema is built (src/lib/zod.ts).
        { find: /^zod$/, replacement: zodSetup },
        // The development build checks and warns on every navigation: the built app goes without.
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: routerProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
            ]
          : []),
      ],
    },
    // The latency probes run in a module worker (features/frontdoors/probeWorker.ts).
    worker: { format: 'es', plugins: () => [compileHints()] },
    // package.json declares the app's modules free of side effects (CSS aside), so a feature's
    // index.ts passes on only the names asked for: what a lazy chunk takes through an index the
    // start page also imports stays in that chunk.
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          // The start page is three chunks: React (changes least often, so it stays cached across
          // releases), the rest of what the start page imports, and the entry. Every other page,
          // and the parts of the start page a test can do without (the city search, the language
          // and user menus), load lazily in chunks of their own; the libraries they alone use go
          // with them, so no route carries another's (a single Fluent chunk would).
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/,
                priority: 3,
              },
              // The world map and its data load only with the report's map.
              {
                name: 'map',
                test: /node_modules[\\/](d3-[a-z]+|topojson-client|world-atlas)[\\/]/,
                priority: 2,
              },
              {
                name: 'start',
                test: (id) => entry.has(id) && !/[\\/]src[\\/]main\.tsx$/.test(id),
                priority: 1,
              },
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
  };
});
