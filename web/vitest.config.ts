import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    // jsdom only for files that render: pure-logic files say `// @vitest-environment node`.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A worker keeps its jsdom and node_modules packages (React, MUI, emotion) across files;
    // fresh-modules.ts gives each file fresh app modules (so `vi.mock` reaches them), a blank page
    // and empty storage, as isolation did. Threads: lighter workers than processes.
    pool: 'threads',
    isolate: false,
    setupFiles: ['./src/test/fresh-modules.ts', './src/test/setup.ts'],
    // CI runs every project at once on two cores: jsdom renders can take seconds there.
    testTimeout: 20_000,
  },
});
