import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroupOf } from '../scripts/vite-chunk-groups.ts';
import { precompress } from '../scripts/vite-precompress.ts';

// The server serves web/dist in production; in development Vite proxies the API so that
// the browser sees one origin, as it will in production.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry's code is one chunk of ~590 kB minified (scripts/vite-chunk-groups.ts); its budget
    // is what travels, gzip, checked by `npm run check:bundle` (≤ 200 kB), so Vite's raw-size
    // warning only repeated itself in every build's log.
    chunkSizeWarningLimit: 650,
    // A screen's code in a few chunks, not one per set of importers (scripts/vite-chunk-groups.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A captured module's imports stay where they are: pulled in with it, the entry's React
          // and MUI went into the editor's chunk, and the first download with them.
          includeDependenciesRecursively: false,
          groups: [{ name: chunkGroupOf(), debugName: 'screens' }],
        },
      },
    },
  },
});
