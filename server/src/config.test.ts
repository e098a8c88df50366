import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT, resolveDataDir } from './config.ts';

const root = '/srv/carta';

describe('DATA_DIR', () => {
  it('defaults to data/ at the repository root, wherever the command runs', () => {
    expect(resolveDataDir({}, join(root, 'server'), root)).toBe(join(root, 'data'));
    expect(resolveDataDir({ INIT_CWD: '/home/ana' }, join(root, 'server'), root)).toBe(
      join(root, 'data'),
    );
  });

  it('reads a relative path from the folder npm was started in, not from server/', () => {
    const env = { DATA_DIR: './mine', INIT_CWD: root };
    expect(resolveDataDir(env, join(root, 'server'), root)).toBe(join(root, 'mine'));
  });

  it('reads it from a sub-folder when npm was started there', () => {
    const env = { DATA_DIR: '../shared-data', INIT_CWD: join(root, 'web') };
    expect(resolveDataDir(env, join(root, 'server'), root)).toBe(join(root, 'shared-data'));
  });

  it('falls back to the process folder without npm (node run directly)', () => {
    expect(resolveDataDir({ DATA_DIR: 'd' }, '/opt/run', root)).toBe('/opt/run/d');
  });

  it('takes an absolute path as it is', () => {
    const env = { DATA_DIR: '/var/lib/carta', INIT_CWD: join(root, 'web') };
    expect(resolveDataDir(env, join(root, 'server'), root)).toBe('/var/lib/carta');
  });

  it('finds the real repository root from the source file', () => {
    const config = loadConfig({}, '/');
    expect(config.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(config.webDir).toBe(join(REPO_ROOT, 'web', 'dist'));
    expect(REPO_ROOT).toBe(new URL('../../', import.meta.url).pathname);
  });
});

describe('LOG_FORMAT', () => {
  it('is text by default and json on request; anything else stops the start', () => {
    expect(loadConfig({}).logFormat).toBe('text');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
