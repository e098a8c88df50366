// The server bundled into one file by esbuild, node_modules left external: loading it through tsx
// costs more than a second of CPU per start (every module goes through its hooks), the bundle of
// our own code loads in a fraction of that. Used by `npm start` and by the benchmarks, which measure
// the server as it runs in production.
import { build } from 'esbuild';

/** Bundles `entry` (a server/src file) into `outfile`, beside the node_modules it resolves from. */
export const bundleServer = (entry, outfile) =>
  build({
    entryPoints: [entry],
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
