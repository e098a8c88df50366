import type { Reporter, TestModule } from 'vitest/node';

/** How many files the list names: where a tier's time goes, without a page of output. */
const SHOWN = 12;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends each `vitest run` with its slowest test files (import, setup, tests and hooks), so that a
 * tier that grew slow says which files to look at in the same log, run after run.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (testModules.length < 2) return;
    const rows = testModules
      .map((module) => {
        const d = module.diagnostic();
        return {
          name: `${module.project.name} ${module.relativeModuleId}`,
          ms: d.collectDuration + d.setupDuration + d.duration,
          tests: [...module.children.allTests()].length,
        };
      })
      .sort((a, b) => b.ms - a.ms);
    const total = rows.reduce((sum, row) => sum + row.ms, 0);
    const width = Math.max(...rows.slice(0, SHOWN).map((row) => row.name.length));
    const lines = rows
      .slice(0, SHOWN)
      .map(
        (row) =>
          `  ${row.name.padEnd(width)}  ${seconds(row.ms).padStart(8)}  ${String(row.tests).padStart(4)} tests  ${((100 * row.ms) / total).toFixed(0).padStart(3)} %`,
      );
    console.log(
      `\nslowest of ${rows.length} test files (time in each file, summed over workers: ${seconds(total)})\n${lines.join('\n')}\n`,
    );
  }
}
