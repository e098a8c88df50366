import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** Extensions the server stores, with the Content-Type each file is served with. */
export const UPLOAD_TYPES = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
} as const;
export type UploadExt = keyof typeof UPLOAD_TYPES;

/** An owner directory: an enterprise id, or '0000' for common menus. */
const OWNER = /^(?:0000|[1-9]\d{0,9})$/;
/** A server-generated name: 128 random bits in base64url, then a known extension. */
const NAME = new RegExp(`^[A-Za-z0-9_-]{22}\\.(?:${Object.keys(UPLOAD_TYPES).join('|')})$`);

export const isOwner = (owner: string) => OWNER.test(owner);
export const isUploadName = (name: string) => NAME.test(name);

/** A fresh random name; the only names `put` accepts and `resolve` finds. */
export const newUploadName = (ext: UploadExt): string =>
  `${randomBytes(16).toString('base64url')}.${ext}`;

export const contentTypeOf = (name: string): string =>
  UPLOAD_TYPES[name.slice(name.lastIndexOf('.') + 1) as UploadExt] ?? 'application/octet-stream';

export const uploadUrl = (owner: string, name: string) => `/uploads/${owner}/${name}`;

/** A stored file, as far as serving it needs. */
export type StoredFile = {
  readonly path: string;
  readonly size: number;
  readonly contentType: string;
};

/**
 * Where uploads live. `source` is the file's bytes, or the path of a temporary file (from
 * `tempFile`) that `put` takes over. Owner and name are checked here too: nothing outside
 * `<owner>/<generated name>` can be written, removed or resolved, whatever a caller passes.
 * An S3-compatible store can implement the same calls (resolve would answer a signed URL instead).
 */
export type Storage = {
  readonly put: (owner: string, name: string, source: Buffer | string) => Promise<string>;
  readonly remove: (owner: string, name: string) => Promise<boolean>;
  readonly resolve: (owner: string, name: string) => Promise<StoredFile | null>;
  /** A path for an incoming file, on the same disk as the store so `put` can rename it. */
  readonly tempFile: () => string;
  /** Removes temporary files older than `maxAgeMs` (left by a crash); answers how many. */
  readonly sweepTemp: (maxAgeMs: number) => Promise<number>;
  /** Root directory of the local store (served by the uploads route). */
  readonly root: string;
};

const checked = (owner: string, name: string) => {
  if (!isOwner(owner)) throw new Error(`invalid upload owner ${JSON.stringify(owner)}`);
  if (!isUploadName(name)) throw new Error(`invalid upload name ${JSON.stringify(name)}`);
};

const syncFile = async (path: string) => {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/** Disk under `root/<owner>/<name>`; temporary files in `tmpDir` (same disk: renames are atomic). */
export const createLocalStorage = (root: string, tmpDir: string): Storage => {
  const tempFile = () => join(tmpDir, `${randomBytes(12).toString('hex')}.part`);

  const moveInto = async (from: string, to: string) => {
    try {
      await rename(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // A source on another disk: copy beside the target first, so the file appears at once.
      const beside = `${to}.${randomBytes(6).toString('hex')}.part`;
      await copyFile(from, beside);
      await rename(beside, to);
      await unlink(from).catch(() => {});
    }
  };

  return {
    root,
    tempFile,
    sweepTemp: async (maxAgeMs) => {
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        if (!name.endsWith('.part')) continue;
        const path = join(tmpDir, name);
        const info = await stat(path).catch(() => null);
        if (info?.isFile() && Date.now() - info.mtimeMs > maxAgeMs) {
          await unlink(path).then(
            () => removed++,
            () => {},
          );
        }
      }
      return removed;
    },
    put: async (owner, name, source) => {
      checked(owner, name);
      const dir = join(root, owner);
      await mkdir(dir, { recursive: true });
      let from: string;
      if (typeof source === 'string') {
        from = source;
      } else {
        await mkdir(tmpDir, { recursive: true });
        from = tempFile();
        const handle = await open(from, 'wx', 0o644);
        try {
          await handle.writeFile(source);
        } finally {
          await handle.close();
        }
      }
      try {
        // The bytes reach the disk before the name appears: a crash leaves a whole file or none.
        await syncFile(from);
        await moveInto(from, join(dir, name));
      } catch (error) {
        await unlink(from).catch(() => {});
        throw error;
      }
      return uploadUrl(owner, name);
    },
    remove: async (owner, name) => {
      if (!isOwner(owner) || !isUploadName(name)) return false;
      try {
        await unlink(join(root, owner, name));
        return true;
      } catch {
        return false;
      }
    },
    resolve: async (owner, name) => {
      if (!isOwner(owner) || !isUploadName(name)) return null;
      const path = join(root, owner, name);
      try {
        const info = await stat(path);
        return info.isFile() ? { path, size: info.size, contentType: contentTypeOf(name) } : null;
      } catch {
        return null;
      }
    },
  };
};
