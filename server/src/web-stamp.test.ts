import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APP_BUILDS,
  GUEST_INPUTS,
  hasBuiltIndex,
  needsBuild,
  readInputs,
  readStamp,
  stampOf,
  writeStamp,
} from './web-stamp.ts';

let root: string;
const put = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const stamp = () => stampOf(readInputs(root));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'carta-stamp-'));
  put('web/src/main.tsx', 'render()');
  put('web/index.html', '<div id="root">');
  put('domain/src/ord.ts', 'export const ord = 1;');
  put('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('needsBuild', () => {
  it('skips only when the stamp matches and the build is there', () => {
    expect(needsBuild({ stored: 'a', current: 'a', hasIndex: true })).toBe(false);
    expect(needsBuild({ stored: 'a', current: 'b', hasIndex: true })).toBe(true);
    expect(needsBuild({ stored: null, current: 'a', hasIndex: true })).toBe(true);
    expect(needsBuild({ stored: 'a', current: 'a', hasIndex: false })).toBe(true);
  });
});

describe('the stamp of the web build inputs', () => {
  it('stays the same when nothing changed, whatever the order files are listed in', () => {
    const files = readInputs(root);
    expect(stampOf([...files].reverse())).toBe(stampOf(files));
    expect(stamp()).toBe(stampOf(files));
  });

  it('changes with an edit in the web app, in domain, or in the lock file', () => {
    for (const [path, text] of [
      ['web/src/main.tsx', 'render(2)'],
      ['domain/src/ord.ts', 'export const ord = 2;'],
      ['package-lock.json', '{"v":2}'],
    ] as const) {
      const before = stamp();
      put(path, text);
      expect(stamp(), path).not.toBe(before);
    }
  });

  it('changes when a file is added or renamed with the same content', () => {
    const before = stamp();
    put('web/public/logo.svg', '<svg/>');
    const added = stamp();
    expect(added).not.toBe(before);
    renameSync(join(root, 'web/public/logo.svg'), join(root, 'web/public/logo2.svg'));
    expect(stamp()).not.toBe(added);
  });

  it('ignores what the build does not read: tests, the build itself, other workspaces', () => {
    const before = stamp();
    put('web/src/main.test.tsx', 'it()');
    put('web/src/test/setup.ts', 'setup()');
    put('web/dist/index.html', 'built');
    put('server/src/app.ts', 'server');
    put('web/node_modules/x/index.js', 'x');
    expect(stamp()).toBe(before);
  });

  it('is kept beside the build and read back', () => {
    expect(readStamp(root)).toBeNull();
    expect(hasBuiltIndex(root)).toBe(false);
    put('web/dist/index.html', 'built');
    writeStamp(root, 'abc');
    expect(readStamp(root)).toBe('abc');
    expect(hasBuiltIndex(root)).toBe(true);
  });
});

describe('the guest app has a stamp of its own', () => {
  const guestStamp = () => stampOf(readInputs(root, GUEST_INPUTS));
  beforeEach(() => {
    put('guest/src/main.tsx', 'render()');
    put('guest/index.html', '<div id="root">');
  });

  it('changes with the guest app or domain, not with the back-office', () => {
    const before = guestStamp();
    put('web/src/main.tsx', 'render(2)');
    expect(guestStamp()).toBe(before);
    put('guest/src/main.tsx', 'render(2)');
    const edited = guestStamp();
    expect(edited).not.toBe(before);
    put('domain/src/ord.ts', 'export const ord = 3;');
    expect(guestStamp()).not.toBe(edited);
  });

  it("an edit in the guest app leaves the back-office's stamp alone, and tests count for neither", () => {
    const web = stamp();
    const guest = guestStamp();
    put('guest/src/app/App.tsx', 'app()');
    expect(stamp()).toBe(web);
    put('guest/src/app/App.test.tsx', 'it()');
    put('guest/src/test/setup.ts', 'setup()');
    put('guest/dist/index.html', 'built');
    expect(guestStamp()).not.toBe(guest);
    const withApp = guestStamp();
    put('guest/src/app/App.test.tsx', 'it(2)');
    expect(guestStamp()).toBe(withApp);
  });

  it('npm start builds both apps, each with its stamp beside its build', () => {
    expect(APP_BUILDS.map((b) => [b.name, b.stampFile, b.dist])).toEqual([
      ['web', 'web/.dist-stamp', 'web/dist'],
      ['guest', 'guest/.dist-stamp', 'guest/dist'],
    ]);
    const guest = APP_BUILDS[1]!;
    expect(hasBuiltIndex(root, guest.dist)).toBe(false);
    put('guest/dist/index.html', 'built');
    writeStamp(root, 'g1', guest.stampFile);
    expect(readStamp(root, guest.stampFile)).toBe('g1');
    expect(readStamp(root)).toBeNull();
    expect(hasBuiltIndex(root, guest.dist)).toBe(true);
  });
});
