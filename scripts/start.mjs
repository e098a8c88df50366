// `npm start` and `npm run build`. The server is bundled into one file before it runs
// (bundle-server.mjs); esbuild bundles it in ~0.2 s, so it is done on every start and can never be
// stale.
import { bundleServer } from './bundle-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const outfile = `${root}server/dist/start.mjs`;

await bundleServer(`${root}server/src/start.ts`, outfile);
// Stack traces name server/src files, not lines of the bundle.
process.setSourceMapsEnabled(true);
await import(outfile);
