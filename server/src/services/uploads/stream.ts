import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { megabytes, tooLarge } from './errors.ts';
import { HEAD_BYTES } from './sniff.ts';

/**
 * Passes bytes through while counting them: over `maxBytes` it fails with a 413 at once, and the
 * first `HEAD_BYTES` (or the whole file, when shorter) go to `checkHead` as soon as they arrive,
 * so a file of the wrong kind is refused without receiving the rest of it.
 */
export const guard = (maxBytes: number, field: string, checkHead: (head: Buffer) => void) => {
  let size = 0;
  let head: Buffer[] | null = [];
  let headLength = 0;
  const check = (): Error | null => {
    if (!head) return null;
    const bytes = Buffer.concat(head);
    head = null;
    try {
      checkHead(bytes);
      return null;
    } catch (error) {
      return error as Error;
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(tooLarge(`the file is over the limit of ${megabytes(maxBytes)}`, field));
        return;
      }
      if (head) {
        head.push(chunk);
        headLength += chunk.length;
        if (headLength >= HEAD_BYTES) {
          const error = check();
          if (error) {
            callback(error);
            return;
          }
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      callback(check());
    },
  });
};

/**
 * Streams `source` into the file at `path` (created, never overwritten) through `guard`, so that
 * memory holds one chunk at a time whatever the file's size. On any failure the partial file is
 * removed and the error thrown.
 */
export const receiveToFile = async (
  source: NodeJS.ReadableStream,
  path: string,
  options: { maxBytes: number; field: string; checkHead: (head: Buffer) => void },
): Promise<void> => {
  await mkdir(dirname(path), { recursive: true });
  try {
    await pipeline(
      source,
      guard(options.maxBytes, options.field, options.checkHead),
      createWriteStream(path, { flags: 'wx', mode: 0o644 }),
    );
  } catch (error) {
    await unlink(path).catch(() => {});
    throw error;
  }
};
