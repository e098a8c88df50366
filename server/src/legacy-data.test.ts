import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptLegacyData, fromRoot, legacyDataDir } from './legacy-data.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'carta-legacy-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (dir: string, name: string, text: string) => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), text);
};

describe('legacyDataDir', () => {
  it('is server/data for the default and server/<path> for a relative DATA_DIR', () => {
    expect(legacyDataDir({}, root)).toBe(join(root, 'server', 'data'));
    expect(legacyDataDir({ DATA_DIR: 'mine' }, root)).toBe(join(root, 'server', 'mine'));
  });

  it('is none for an absolute DATA_DIR or a path that leaves server/', () => {
    expect(legacyDataDir({ DATA_DIR: '/var/lib/carta' }, root)).toBeNull();
    expect(legacyDataDir({ DATA_DIR: '../data' }, root)).toBeNull();
  });
});

describe('adoptLegacyData', () => {
  it('moves the old database into an empty data folder and says so', () => {
    const legacy = join(root, 'server', 'data');
    const dataDir = join(root, 'data');
    write(legacy, 'carta.db', 'menus');
    write(join(legacy, 'uploads'), 'a.webp', 'img');

    const outcome = adoptLegacyData(legacy, dataDir, (p) => fromRoot(p, root));

    expect(outcome).toEqual({
      action: 'moved',
      message: 'Moved the data of an older Carta from ./server/data to ./data.',
    });
    expect(readFileSync(join(dataDir, 'carta.db'), 'utf8')).toBe('menus');
    expect(readFileSync(join(dataDir, 'uploads', 'a.webp'), 'utf8')).toBe('img');
    expect(existsSync(legacy)).toBe(false);
  });

  it('moves into a data folder that exists but is empty', () => {
    const legacy = join(root, 'server', 'data');
    const dataDir = join(root, 'data');
    write(legacy, 'jwt-secret', 's');
    mkdirSync(dataDir);
    expect(adoptLegacyData(legacy, dataDir).action).toBe('moved');
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe('s');
  });

  it('keeps the new data when both hold some, touches neither, and names the old folder', () => {
    const legacy = join(root, 'server', 'data');
    const dataDir = join(root, 'data');
    write(legacy, 'carta.db', 'old');
    write(dataDir, 'carta.db', 'new');

    const outcome = adoptLegacyData(legacy, dataDir, (p) => fromRoot(p, root));

    expect(outcome.action).toBe('kept-new');
    expect(outcome.action !== 'none' && outcome.message).toMatch(/\.\/server\/data.*NOT used/);
    expect(readFileSync(join(legacy, 'carta.db'), 'utf8')).toBe('old');
    expect(readFileSync(join(dataDir, 'carta.db'), 'utf8')).toBe('new');
  });

  it('does nothing without old data, or when the old place is the data folder itself', () => {
    const legacy = join(root, 'server', 'data');
    expect(adoptLegacyData(legacy, join(root, 'data'))).toEqual({ action: 'none' });
    mkdirSync(legacy, { recursive: true });
    expect(adoptLegacyData(legacy, join(root, 'data'))).toEqual({ action: 'none' });
    write(legacy, 'carta.db', 'x');
    expect(adoptLegacyData(legacy, legacy)).toEqual({ action: 'none' });
    expect(adoptLegacyData(null, join(root, 'data'))).toEqual({ action: 'none' });
  });
});
