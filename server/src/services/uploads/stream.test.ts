import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../domain-errors.ts';
import { statusOfDomainError } from '../../http/errors.ts';
import { plainFileExt } from './files.ts';
import { receiveToFile } from './stream.ts';

const chunks = (...parts: (string | Buffer)[]) =>
  Readable.from(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));

describe('receiveToFile', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'carta-stream-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const pdfHead = (head: Buffer) => {
    plainFileExt('pdf', head, 'file');
  };

  it('writes the stream to the file', async () => {
    const path = join(dir, 'sub', 'a.part');
    await receiveToFile(chunks('%PD', 'F-1.7 ', Buffer.alloc(10_000, 65)), path, {
      maxBytes: 20_000,
      field: 'file',
      checkHead: pdfHead,
    });
    expect(readFileSync(path).subarray(0, 9).toString()).toBe('%PDF-1.7 ');
    expect(readFileSync(path)).toHaveLength(10_009);
  });

  it('stops at the limit with a 413 and removes the partial file', async () => {
    const path = join(dir, 'b.part');
    let produced = 0;
    const endless = Readable.from(
      (function* () {
        yield Buffer.from('%PDF-');
        while (produced < 100) {
          produced++;
          yield Buffer.alloc(1024);
        }
      })(),
    );
    const error = await receiveToFile(endless, path, {
      maxBytes: 4096,
      field: 'file',
      checkHead: pdfHead,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(statusOfDomainError(error as DomainError).status).toBe(413);
    expect(produced).toBeLessThan(10);
    expect(existsSync(path)).toBe(false);
  });

  it('refuses the wrong kind from its first bytes, short files included', async () => {
    for (const source of [chunks('hello world'), chunks(Buffer.alloc(20_000, 1)), chunks()]) {
      const path = join(dir, 'c.part');
      const error = await receiveToFile(source, path, {
        maxBytes: 1_000_000,
        field: 'file',
        checkHead: pdfHead,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(statusOfDomainError(error as DomainError).status).toBe(400);
      expect(existsSync(path)).toBe(false);
    }
  });
});
