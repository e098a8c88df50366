// `npm start` and `npm run build`. The server is bundled into one file before it runs
// (bundle-server.mjs); esbuild bundles it in ~0.2 s, so it is done on every start and can never be
// stale.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-flags.mjs';

const buildOnly = process.argv.includes('--build-only');
const root = new URL('..', import.meta.url).pathname;
/** The server alone (server/src/main.ts), as the server's process runs it and the benchmarks do. */
const serverBundle = `${root}server/dist/main.mjs`;
// glibc reads SERVER_ENV only as a process starts, and package.json's scripts cannot set a variable
// the same way on every system: the server runs in a child started with it, and this process only
// passes signals on and exits with the child's code. Only Linux has glibc to tell. Not under
// --inspect: the debugger is attached to this process, and a child would find its port taken.
const inspected = process.execArgv.some((flag) => flag.startsWith('--inspect'));
if (process.platform === 'linux' && !buildOnly && !inspected) {
  // The bundling and the apps' builds in a process of their own that exits before the server
  // starts: done in the server's process, esbuild and the hashed sources of the apps stayed in its
  // memory for its whole life (~28 MB resident, docs/decisions/performance.md).
  const prepared = spawnSync(
    process.execPath,
    [fileURLToPath(import.meta.url), '--build-only', ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
  // The flags the server needs even when node was started without them (package.json passes them;
  // `node scripts/start.mjs` would not): V8 reads them only as the process starts.
  const missing = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...missing, '--enable-source-maps', serverBundle],
    // A value set in the environment is the operator's choice and stays.
    { env: { ...SERVER_ENV, ...process.env }, stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) =>
    process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)),
  );
} else {
  await runHere();
}

async function runHere() {
  const { bundleServer } = await import('./bundle-server.mjs');
  // Here they must be on node's command line (package.json's start script passes some): said when
  // they are not.
  const missing = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length > 0 && !buildOnly)
    console.warn(
      `Note: node runs without ${missing.join(' ')} (scripts/server-flags.mjs): more memory held.`,
    );
  const outfile = `${root}server/dist/start.mjs`;

  await bundleServer(`${root}server/src/start.ts`, outfile);
  // What a start on Linux runs in its own process once the apps are built (above).
  if (buildOnly) await bundleServer(`${root}server/src/main.ts`, serverBundle);
  // Stack traces name server/src files, not lines of the bundle.
  process.setSourceMapsEnabled(true);
  await import(outfile);
}
