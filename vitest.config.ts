import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every tier; `npm test` picks the projects.
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core machine: the unit tier ran file after
    // file while tests waited on timers and I/O. Two keep both cores busy; a third gained nothing at
    // the gate (docs/decisions/end-to-end-tier-speed.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Every run ends with its slowest files: where a tier's minutes go, in the CI log itself.
    reporters: ['default', './scripts/slowest-files.ts'],
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
      './guest',
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          setupFiles: ['./failure-report.ts'],
          testTimeout: 60000,
          hookTimeout: 60000,
          // expect.poll waits for the page to reach a state; its 1 s default is a deadline that a
          // loaded CI machine missed (a menu's contents still loading after a save).
          expect: { poll: { timeout: 10_000 } },
          // Two workers, whatever the core count: a file spends most of its time waiting on its
          // Chromium and its server, so a second file fills those waits (measured on 2 cores in
          // docs/benchmarks.md); more than two is untried. Each worker imports the server and the
          // harness once, not once per file, launches one Chromium and seeds one database that each
          // of its files' servers starts from a copy of (e2e/harness.ts).
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
});
