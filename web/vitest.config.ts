import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    // jsdom only for files that render: pure-logic files say `// @vitest-environment node`.
    // Files stay isolated: a trial sharing modules across files (isolate: false, threads) failed
    // 10+ tests (uploads, address search, timeouts), so it needs per-file state reset first.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // CI runs every project at once on two cores: jsdom renders can take seconds there.
    testTimeout: 20_000,
  },
});
