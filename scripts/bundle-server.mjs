// The server bundled into one file by esbuild, node_modules left external: loading it through tsx
// costs more than a second of CPU per start (every module goes through its hooks), the bundle of
// our own code loads in a fraction of that. Used by `npm start` and by the benchmarks, which measure
// the server as it runs in production.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';

/**
 * Any character outside ASCII as a \u escape. esbuild escapes them in strings and names, but keeps
 * a few comments as written, and one such character makes V8 hold the whole bundle's source as
 * two-byte text (2 MB of heap instead of 1). An escape means the same character wherever JavaScript
 * reads one (strings, regular expressions, names) and nothing in a comment.
 */
const asciiOnly = (text) =>
  text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Bundles `entry` (a server/src file) into `outfile`, beside the node_modules it resolves from. */
export const bundleServer = async (entry, outfile) => {
  const result = await build({
    entryPoints: [entry],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // Stack traces need only the mappings: with the sources' text inside, Node kept ~1.3 MB of it
    // in every server's heap (--enable-source-maps reads the map at start).
    sourcesContent: false,
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
  mkdirSync(dirname(outfile), { recursive: true });
  for (const file of result.outputFiles)
    writeFileSync(file.path, file.path.endsWith('.map') ? file.contents : asciiOnly(file.text));
  return result;
};
