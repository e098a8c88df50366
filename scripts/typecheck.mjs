// `npm run typecheck`: tsc on every workspace, two at a time. tsc checks on one core, so one after
// another left the second core idle for the whole tier (measured in docs/decisions.md). Each
// workspace's output is printed whole when it ends, under its name, and any failure fails the run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// Workspaces whose files another workspace's program checks (its tsconfig includes them): bench's
// in e2e's, with the same options; a program of bench's own checked the server's source once more.
const CHECKED_IN = { bench: 'e2e' };
// Longest first, so that the last one to start is a short one (CPU seconds on a quiet machine).
const ORDER = ['web', 'server', 'e2e', 'guest', 'domain'];
const queue = workspaces
  .filter((w) => !(w in CHECKED_IN))
  .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));
// Two: a check takes up to 1.6 GB of memory and one core; more than the cores only adds switching.
const width = Math.min(2, Math.max(1, availableParallelism()));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const check = (workspace) =>
  new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', '.'], {
      cwd: join(root, workspace),
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      const s = ((performance.now() - start) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      const also = Object.keys(CHECKED_IN).filter((w) => CHECKED_IN[w] === workspace);
      const name = [workspace, ...also].join(' + ');
      console.log(`typecheck ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`}, ${s} s`);
      if (text) console.log(text);
      resolve(code);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });

let exitCode = 0;
const lane = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const code = await check(next);
    if (code !== 0 && exitCode === 0) exitCode = code;
  }
};
await Promise.all(Array.from({ length: width }, lane));
process.exit(exitCode);
