// `npm start` and `npm run build`. The server is bundled into one file before it runs
// (bundle-server.mjs); esbuild bundles it in ~0.2 s, so it is done on every start and can never be
// stale.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-flags.mjs';

const buildOnly = process.argv.includes('--build-only');
const unset = Object.keys(SERVER_ENV).filter((name) => process.env[name] === undefined);
// glibc reads SERVER_ENV only as a process starts, and package.json's scripts cannot set a variable
// the same way on every system: the server runs in a child started with it, and this process only
// passes signals on and exits with the child's code. Only Linux has glibc to tell. Not under
// --inspect: the debugger is attached to this process, and a child would find its port taken.
const inspected = process.execArgv.some((flag) => flag.startsWith('--inspect'));
if (process.platform === 'linux' && unset.length > 0 && !buildOnly && !inspected) {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, ...SERVER_ENV },
    stdio: 'inherit',
  });
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
  const root = new URL('..', import.meta.url).pathname;
  // They must be on node's command line (package.json's start script): said when they are not.
  const missing = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length > 0 && !buildOnly)
    console.warn(
      `Note: node runs without ${missing.join(' ')} (\`npm start\` passes it): more memory held.`,
    );
  const outfile = `${root}server/dist/start.mjs`;

  await bundleServer(`${root}server/src/start.ts`, outfile);
  // Stack traces name server/src files, not lines of the bundle.
  process.setSourceMapsEnabled(true);
  await import(outfile);
}
