import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The back-office's first-load budget (issue 9 §4): what the browser fetches before any route. */
export const FIRST_LOAD_TARGET_KB = 200;

export type FirstLoad = {
  /** gzip -9 size in kB (1024 bytes) of each file, largest first. */
  readonly files: readonly { readonly file: string; readonly kB: number }[];
  readonly totalKB: number;
};

/**
 * The JavaScript index.html makes the browser fetch at once (the entry script and every chunk it
 * modulepreloads), gzipped as a server would send it. Lazy chunks (routes, editors, labels) are not
 * counted: they load with the screen that needs them.
 */
export const measureFirstLoad = (distDir: string): FirstLoad => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const paths = [
    ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*\shref="\/([^"]+\.js)"/g),
  ].map((match) => match[1] as string);
  if (paths.length === 0) throw new Error(`${distDir}/index.html loads no script`);
  const files = [...new Set(paths)]
    .map((file) => ({
      file,
      kB: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024,
    }))
    .sort((a, b) => b.kB - a.kB);
  return { files, totalKB: files.reduce((sum, f) => sum + f.kB, 0) };
};

export const firstLoadLine = ({ files, totalKB }: FirstLoad): string =>
  `admin first-load JS: ${totalKB.toFixed(1)} kB gzip (target ≤ ${FIRST_LOAD_TARGET_KB})  ${
    totalKB <= FIRST_LOAD_TARGET_KB
      ? 'ok'
      : `MISSED by ${(totalKB - FIRST_LOAD_TARGET_KB).toFixed(1)} kB`
  } — entry and ${files.length - 1} modulepreloaded chunks`;
