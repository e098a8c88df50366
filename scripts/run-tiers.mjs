// `npm test`: every tier in order, stopping at the first failure with its exit code, then a table of
// how long each tier took — also when one failed, so that a slow or broken tier is seen at a glance.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/** Written by e2e/failure-report.ts: what each page of a failed e2e test showed, in short. */
const e2eSummary = 'test-results/e2e-failures/summary.txt';
const SUMMARY_LINES = 60;

const tiers = [
  ['engines', 'check:engines'],
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['dead code', 'check:dead'],
  ['unit', 'test:unit'],
  ['e2e', 'test:e2e'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];

const run = (script) =>
  new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });

const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

const table = () => {
  const total = results.reduce((sum, r) => sum + r.ms, 0);
  const rows = [
    ...results.map((r) => [r.name, seconds(r.ms), r.code === 0 ? 'ok' : `failed (exit ${r.code})`]),
    ...tiers.slice(results.length).map(([name]) => [name, '-', 'not run']),
    ['total', seconds(total), ''],
  ];
  const width = (i) => Math.max(...rows.map((row) => row[i].length));
  console.log('\nnpm test: tier durations');
  for (const row of rows) {
    console.log(`  ${row[0].padEnd(width(0))}  ${row[1].padStart(width(1))}  ${row[2]}`.trimEnd());
  }
};

process.on('SIGINT', () => {
  table();
  process.exit(130);
});

let exitCode = 0;
for (const [name, script] of tiers) {
  if (name === 'e2e') rmSync(e2eSummary, { force: true });
  const start = performance.now();
  const code = await run(script);
  results.push({ name, ms: performance.now() - start, code });
  if (code !== 0) {
    // A CI log keeps its end: the pages of the failed tests go there, before the table.
    if (existsSync(e2eSummary)) {
      const lines = readFileSync(e2eSummary, 'utf8').split('\n');
      console.log(
        `\nnpm test: what the failed e2e tests' pages showed (${lines.length} lines, first ${SUMMARY_LINES})`,
      );
      console.log(lines.slice(0, SUMMARY_LINES).join('\n'));
    }
    exitCode = code;
    break;
  }
}
table();
process.exit(exitCode);
