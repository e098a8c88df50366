import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Builds the service worker (src/offline/sw.ts) into dist/sw.js once the app is written, with
 * the list of what it precaches: the shell (index.html, which every app path answers) and every
 * file of this build under assets/ (all of them: the lazy block views a guest opens offline
 * included; the whole folder is a few hundred kB). The list names the worker's cache, so each new
 * build installs a new worker and drops the old shell. A separate build, so that the worker is
 * one classic script sharing no chunk with the app.
 */
export const guestServiceWorker = (): Plugin => {
  let root = '';
  let outDir = '';
  let base = '/';
  return {
    name: 'carta-guest-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && !file.endsWith('.map'))
        .sort();
      const precache = [base, ...files.map((file) => `${base}${file}`)];
      const version = createHash('sha256')
        .update(JSON.stringify(precache))
        .digest('base64url')
        .slice(0, 12);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __CARTA_PRECACHE__: JSON.stringify(precache),
          __CARTA_VERSION__: JSON.stringify(version),
        },
        build: {
          outDir,
          emptyOutDir: false,
          minify: true,
          lib: {
            entry: resolve(root, 'src/offline/sw.ts'),
            formats: ['iife'],
            name: 'cartaGuestServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
};
