import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { REPO_ROOT } from './config.ts';

/**
 * Where an older Carta kept this DATA_DIR: it resolved a relative DATA_DIR (default `./data`)
 * against server/, the folder npm runs the server in. Only a folder inside server/ can be such a
 * leftover; an absolute DATA_DIR always meant what it says.
 */
export const legacyDataDir = (env: NodeJS.ProcessEnv, root: string = REPO_ROOT): string | null => {
  const value = env.DATA_DIR || './data';
  if (isAbsolute(value)) return null;
  const serverDir = join(root, 'server');
  const legacy = resolve(serverDir, value);
  return legacy.startsWith(serverDir + sep) ? legacy : null;
};

const hasEntries = (dir: string): boolean => existsSync(dir) && readdirSync(dir).length > 0;

/** Moves every entry; across file systems a rename fails (EXDEV), so copy then delete. */
const moveEntries = (from: string, to: string) => {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    try {
      renameSync(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      cpSync(source, target, { recursive: true });
      rmSync(source, { recursive: true, force: true });
    }
  }
  rmSync(from, { recursive: true, force: true });
};

export type LegacyOutcome =
  | { readonly action: 'none' }
  | { readonly action: 'moved' | 'kept-new'; readonly message: string };

/**
 * A database left in the old place is never orphaned silently: it is moved to the data folder when
 * that one is still empty; when both hold data, the data folder wins (it is where this version
 * writes) and the message names the old folder so that nobody thinks their menus are gone.
 */
export const adoptLegacyData = (
  legacy: string | null,
  dataDir: string,
  shown: (path: string) => string = (path) => path,
): LegacyOutcome => {
  if (!legacy || resolve(legacy) === resolve(dataDir) || !hasEntries(legacy)) {
    return { action: 'none' };
  }
  if (!hasEntries(dataDir)) {
    moveEntries(legacy, dataDir);
    return {
      action: 'moved',
      message: `Moved the data of an older Carta from ${shown(legacy)} to ${shown(dataDir)}.`,
    };
  }
  return {
    action: 'kept-new',
    message:
      `Found data of an older Carta in ${shown(legacy)}; it is NOT used. This server uses ` +
      `${shown(dataDir)}. To go back to the old data, stop the server, replace ${shown(dataDir)} ` +
      `with ${shown(legacy)} and start again; otherwise delete ${shown(legacy)}.`,
  };
};

/** A path as the user would type it from the repository root, when it lies inside it. */
export const fromRoot = (path: string, root: string = REPO_ROOT): string => {
  const rel = relative(root, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? `./${rel}` : path;
};
