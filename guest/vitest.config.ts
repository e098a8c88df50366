import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'guest',
    // jsdom for the files that render; pure-logic files say `// @vitest-environment node`.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A worker keeps its jsdom and node_modules packages across files; fresh-modules.ts gives each
    // file fresh app modules and a clean page, as isolation did (see there). Threads: lighter
    // workers than processes, all in one process whose CPU time `time` reports whole.
    pool: 'threads',
    isolate: false,
    setupFiles: ['./src/test/fresh-modules.ts', './src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
