import { defineConfig } from 'vitest/config';

// One runner for every tier; `npm test` picks the projects.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './domain',
          include: ['src/**/*.test.ts'],
          // Pure functions, no module state: re-importing the domain for each of its files was
          // nearly all of this project's time.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Migrates and seeds each database once for the run; every test starts from a copy.
          globalSetup: ['./test/global-setup.ts'],
          // Files share a worker's modules (Fastify, Kysely, sharp...) instead of importing them
          // again; each test still gets its own app on its own database (test/helpers.ts).
          isolate: false,
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
