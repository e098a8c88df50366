// `npm start` and `npm run build`. The server is bundled into one file before it runs
// (bundle-server.mjs); esbuild bundles it in ~0.2 s, so it is done on every start and can never be
// stale.
import { bundleServer } from './bundle-server.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = new URL('..', import.meta.url).pathname;
// They must be on node's command line (package.json's start script): said when they are not.
const missing = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
if (missing.length > 0 && !process.argv.includes('--build-only'))
  console.warn(
    `Note: node runs without ${missing.join(' ')} (\`npm start\` passes it): more memory held.`,
  );
const outfile = `${root}server/dist/start.mjs`;

await bundleServer(`${root}server/src/start.ts`, outfile);
// Stack traces name server/src files, not lines of the bundle.
process.setSourceMapsEnabled(true);
await import(outfile);
