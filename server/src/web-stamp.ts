import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * What the back-office build reads: a change in any of these (and only these) makes `npm start`
 * rebuild it. Tests are left out: Vite never bundles them.
 */
export const WEB_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'scripts/vite-precompress.ts',
  'web/tsconfig.json',
  'web/package.json',
  'domain/src',
  'domain/package.json',
  'package-lock.json',
] as const;

/** What the guest app's build reads (it shares domain and the lock file with the back-office). */
export const GUEST_INPUTS = [
  'guest/src',
  'guest/public',
  'guest/index.html',
  'guest/vite.config.ts',
  'guest/vite-sw-plugin.ts',
  'scripts/vite-precompress.ts',
  'guest/tsconfig.json',
  'guest/package.json',
  'domain/src',
  'domain/package.json',
  'package-lock.json',
] as const;

/** Beside web/dist, not in it: the server would serve it. A deleted web/dist rebuilds anyway. */
export const STAMP_FILE = 'web/.dist-stamp';

/**
 * Each app `npm start` builds, with its own inputs and stamp: an edit in the guest app rebuilds
 * only the guest app, one in domain both.
 */
export type AppBuild = {
  /** The npm workspace that builds it (`npm run build -w <name>`). */
  readonly name: 'web' | 'guest';
  readonly inputs: readonly string[];
  readonly stampFile: string;
  /** Its build output; a build is there when its index.html is. */
  readonly dist: string;
};

export const APP_BUILDS: readonly AppBuild[] = [
  { name: 'web', inputs: WEB_INPUTS, stampFile: STAMP_FILE, dist: 'web/dist' },
  { name: 'guest', inputs: GUEST_INPUTS, stampFile: 'guest/.dist-stamp', dist: 'guest/dist' },
];

const isTest = (path: string) =>
  /\.test\.tsx?$/.test(path) || /^(web|guest)\/src\/test\//.test(path);

export type InputFile = { readonly path: string; readonly content: Uint8Array };

/** One hash of the inputs: paths and contents, in path order, so renames and moves count too. */
export const stampOf = (files: readonly InputFile[]): string => {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(file.path);
    hash.update('\0');
    hash.update(createHash('sha256').update(file.content).digest());
  }
  return hash.digest('hex');
};

/** Rebuild unless the last build's stamp matches and its index.html is still there. */
export const needsBuild = (state: {
  readonly stored: string | null;
  readonly current: string;
  readonly hasIndex: boolean;
}): boolean => !state.hasIndex || state.stored !== state.current;

const walk = (root: string, path: string): string[] => {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => walk(root, join(path, name)));
};

/** The input files under `root` (the repository), paths with '/' whatever the system. */
export const readInputs = (root: string, inputs: readonly string[] = WEB_INPUTS): InputFile[] =>
  inputs
    .flatMap((input) => walk(root, input))
    .map((path) => relative(root, join(root, path)).split(sep).join('/'))
    .filter((path) => !isTest(path))
    .map((path) => ({ path, content: readFileSync(join(root, path)) }));

export const readStamp = (root: string, stampFile: string = STAMP_FILE): string | null => {
  const file = join(root, stampFile);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
};

export const writeStamp = (root: string, stamp: string, stampFile: string = STAMP_FILE) =>
  writeFileSync(join(root, stampFile), `${stamp}\n`);

export const hasBuiltIndex = (root: string, dist = 'web/dist'): boolean =>
  existsSync(join(root, dist, 'index.html'));
