import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesUnder } from '../../test/upload-fixtures.ts';
import {
  contentTypeOf,
  createLocalStorage,
  isUploadName,
  newUploadName,
  type Storage,
} from './storage.ts';

describe('local storage', () => {
  let dir = '';
  let storage: Storage;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'carta-storage-'));
    storage = createLocalStorage(join(dir, 'uploads'), join(dir, 'tmp'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates random names of a fixed pattern', () => {
    const names = new Set(Array.from({ length: 200 }, () => newUploadName('webp')));
    expect(names.size).toBe(200);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_-]{22}\.webp$/);
    expect(isUploadName(newUploadName('mp4'))).toBe(true);
  });

  it('puts bytes under <owner>/<name>, answers the URL, resolves and removes them', async () => {
    const name = newUploadName('pdf');
    const url = await storage.put('7', name, Buffer.from('%PDF-1.4 hello'));
    expect(url).toBe(`/uploads/7/${name}`);
    expect(readFileSync(join(dir, 'uploads', '7', name), 'utf8')).toBe('%PDF-1.4 hello');
    expect(await storage.resolve('7', name)).toEqual({
      path: join(dir, 'uploads', '7', name),
      size: 14,
      contentType: 'application/pdf',
    });
    expect(await storage.resolve('8', name)).toBeNull();
    expect(await storage.remove('7', name)).toBe(true);
    expect(await storage.resolve('7', name)).toBeNull();
    expect(await storage.remove('7', name)).toBe(false);
    expect(filesUnder(dir)).toEqual([]);
  });

  it('takes over a temporary file by renaming it', async () => {
    const temp = storage.tempFile();
    mkdirSync(join(dir, 'tmp'));
    writeFileSync(temp, 'video bytes');
    const name = newUploadName('mp4');
    await storage.put('0000', name, temp);
    expect(filesUnder(dir)).toEqual([join('uploads', '0000', name)]);
  });

  it('sweeps temporary files left by a crash, once they are old', async () => {
    expect(await storage.sweepTemp(0)).toBe(0);
    mkdirSync(join(dir, 'tmp'));
    const [old, fresh] = [storage.tempFile(), storage.tempFile()];
    writeFileSync(old, 'partial');
    writeFileSync(fresh, 'arriving');
    const yesterday = new Date(Date.now() - 25 * 3600_000);
    utimesSync(old, yesterday, yesterday);
    expect(await storage.sweepTemp(24 * 3600_000)).toBe(1);
    expect(filesUnder(join(dir, 'tmp'))).toHaveLength(1);
  });

  it('refuses owners and names it did not generate, on every call', async () => {
    const name = newUploadName('png');
    for (const [owner, bad] of [
      ['..', name],
      ['1/../2', name],
      ['01', name],
      ['abc', name],
      ['1', '../../jwt-secret'],
      ['1', 'a.png'],
      ['1', `${name}/..`],
      ['1', name.replace('.png', '.svg')],
      ['1', name.replace('.png', '.html')],
      ['1', `.${name}`],
    ] as const) {
      await expect(storage.put(owner, bad, Buffer.from('x'))).rejects.toThrow(/invalid upload/);
      expect(await storage.resolve(owner, bad)).toBeNull();
      expect(await storage.remove(owner, bad)).toBe(false);
    }
    expect(filesUnder(dir)).toEqual([]);
  });

  it('maps stored extensions to their Content-Type', () => {
    expect(contentTypeOf('x.webp')).toBe('image/webp');
    expect(contentTypeOf('x.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('x.mov')).toBe('video/quicktime');
    expect(contentTypeOf('x.webm')).toBe('video/webm');
    expect(contentTypeOf('x.mp4')).toBe('video/mp4');
    expect(contentTypeOf('x.exe')).toBe('application/octet-stream');
  });
});
