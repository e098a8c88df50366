import { defineConfig } from 'vitest/config';

// One runner for every tier; `npm test` picks the projects.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      './web',
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 60000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
