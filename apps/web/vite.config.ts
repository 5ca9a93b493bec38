import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://127.0.0.1:8080';

// Relative asset URLs: the server rewrites <base href> (e.g. to /gcc/) and every asset follows it.
export default defineConfig({
  base: './',
  plugins: [react()],
  // The latency probes run in a module worker (features/probes/probeWorker.ts).
  worker: { format: 'es' },
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
});
