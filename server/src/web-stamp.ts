import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * What the web build reads: a change in any of these (and only these) makes `npm start` rebuild.
 * Tests are left out: Vite never bundles them.
 */
export const WEB_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/tsconfig.json',
  'web/package.json',
  'domain/src',
  'domain/package.json',
  'package-lock.json',
] as const;

/** Beside web/dist, not in it: the server would serve it. A deleted web/dist rebuilds anyway. */
export const STAMP_FILE = 'web/.dist-stamp';

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('web/src/test/');

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
export const readInputs = (root: string): InputFile[] =>
  WEB_INPUTS.flatMap((input) => walk(root, input))
    .map((path) => relative(root, join(root, path)).split(sep).join('/'))
    .filter((path) => !isTest(path))
    .map((path) => ({ path, content: readFileSync(join(root, path)) }));

export const readStamp = (root: string): string | null => {
  const file = join(root, STAMP_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
};

export const writeStamp = (root: string, stamp: string) =>
  writeFileSync(join(root, STAMP_FILE), `${stamp}\n`);

export const hasBuiltIndex = (root: string): boolean =>
  existsSync(join(root, 'web', 'dist', 'index.html'));
