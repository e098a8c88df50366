import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configOrExit, loadConfig, REPO_ROOT, resolveDataDir } from './config.ts';

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

describe('one validated schema for every environment variable', () => {
  const refusal = (env: NodeJS.ProcessEnv): string => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`accepted ${JSON.stringify(env)}`);
  };

  it.each([
    ['PORT', 'abc'],
    ['PORT', '80a'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['PORT', '3000.5'],
    ['LOGIN_RATE_LIMIT', 'ten'],
    ['LOGIN_RATE_LIMIT', '0'],
    ['LOGIN_RATE_LIMIT', '-5'],
    ['ANSWER_RATE_LIMIT', '0'],
    ['TRANSLATION_TIMEOUT_MS', 'soon'],
    ['VIDEO_MAX_MB', '1e400'],
    ['PDF_MAX_MB', '0'],
    ['MENU_REVISIONS_KEEP', '2.5'],
    ['LOG_LEVEL', 'loud'],
    ['LOG_FORMAT', 'xml'],
    ['SEED_DEMO', 'maybe'],
    ['DATABASE_URL', 'mysql://db'],
    ['PG_SCHEMA', 'a"; drop'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['GEOCODER_URL', 'ftp://geo'],
    ['PUBLIC_API_URL', 'javascript:alert(1)'],
    ['ADMIN_EMAIL', 'admin'],
  ])('%s=%s stops the start naming the variable', (name, value) => {
    expect(refusal({ [name]: value })).toContain(`${name} must`);
  });

  it('never turns a number into NaN: PORT and LOGIN_RATE_LIMIT are integers or the start stops', () => {
    const config = loadConfig({ PORT: ' 8080 ', LOGIN_RATE_LIMIT: '3' });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.loginRateLimit.max).toBe(3);
    expect(() => loadConfig({ PORT: 'NaN' })).toThrow(/PORT/);
  });

  it('lists every wrong variable at once, one line each', () => {
    const message = refusal({ PORT: 'x', LOGIN_RATE_LIMIT: 'y', ADMIN_EMAIL: 'no' });
    expect(message.split('\n').slice(1)).toEqual([
      '  PORT must be a port number from 1 to 65535 (it is "x")',
      '  ADMIN_EMAIL must be an e-mail address (it is "no")',
      '  LOGIN_RATE_LIMIT must be a positive integer (it is "y")',
    ]);
  });

  it('never prints the value of a variable that may hold a password', () => {
    const message = refusal({ DATABASE_URL: 'postgress://carta:s3cret@db/carta' });
    expect(message).toContain('DATABASE_URL must be a postgres:// URL');
    expect(message).not.toContain('s3cret');
  });

  it('reads an empty variable as unset, and the documented defaults', () => {
    const config = loadConfig({ PORT: '', LOGIN_RATE_LIMIT: ' ', SEED_DEMO: '', LOG_LEVEL: '' });
    expect(config.port).toBe(3000);
    expect(config.loginRateLimit.max).toBe(10);
    expect(config.seedDemo).toBe(true);
    expect(config.logLevel).toBe('info');
    expect(config.translationTimeoutMs).toBe(8000);
    expect(config.answerRateLimit).toEqual({ max: 30, windowMs: 60_000 });
    expect(loadConfig({ ANSWER_RATE_LIMIT: '5' }).answerRateLimit.max).toBe(5);
    expect(config.uploads).toEqual({
      videoMaxBytes: 100 * 1024 * 1024,
      pdfMaxBytes: 20 * 1024 * 1024,
    });
  });

  it('reads the documented forms of each value', () => {
    const config = loadConfig({
      SEED_DEMO: 'OFF',
      VIDEO_MAX_MB: '1.5',
      DATABASE_URL: 'postgresql://u@h:5432/db',
      PG_SCHEMA: 'run_1',
      TRANSLATION_TIMEOUT_MS: '500',
      PUBLIC_API_URL: 'https://api.example/base',
      WEB_DIR: '',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.uploads.videoMaxBytes).toBe(1.5 * 1024 * 1024);
    expect(config.databaseUrl).toBe('postgresql://u@h:5432/db');
    expect(config.pgSchema).toBe('run_1');
    expect(config.translationTimeoutMs).toBe(500);
    expect(config.outsideServices.publicApiUrl).toBe('https://api.example/base');
    expect(config.webDir).toBeNull();
  });

  it('at start, a wrong variable exits with its message and nothing else', () => {
    const exits: string[] = [];
    const exit = (message: string): never => {
      exits.push(message);
      throw new Error('exited');
    };
    expect(() => configOrExit({ PORT: 'abc' }, exit)).toThrow('exited');
    expect(exits).toEqual([expect.stringContaining('PORT must be a port number')]);
    expect(configOrExit({ PORT: '4000' }, exit).port).toBe(4000);
  });

  it('the real server refuses to start with exit code 1 and no stack trace', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'server/src/main.ts')],
      {
        // A data folder of its own: should the check ever let this start, it touches no real data.
        env: {
          PATH: process.env.PATH,
          PORT: 'abc',
          LOGIN_RATE_LIMIT: 'NaN',
          WEB_DIR: '',
          DATA_DIR: join(tmpdir(), 'carta-config-test'),
        },
        encoding: 'utf8',
        timeout: 50_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT must be a port number from 1 to 65535 (it is "abc")');
    expect(run.stderr).toContain('LOGIN_RATE_LIMIT must be a positive integer');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).toBe('');
  }, 60_000);
});
