// `npm start` and `npm run build`. The server is bundled into one file before it runs: loading it
// through tsx costs more than a second of CPU per start (every module goes through its hooks), a
// bundle of our own code with node_modules left external loads in a fraction of that. esbuild
// bundles it in ~0.2 s, so it is done on every start and can never be stale.
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const outfile = `${root}server/dist/start.mjs`;

await build({
  entryPoints: [`${root}server/src/start.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  keepNames: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-stay-external',
      setup: (bundler) =>
        bundler.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith('@carta/') ? undefined : { external: true },
        ),
    },
  ],
});
// Stack traces name server/src files, not lines of the bundle.
process.setSourceMapsEnabled(true);
await import(outfile);
