import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The back-office's first-load budget (behaviour.md#editing): what the browser fetches before any route. */
export const FIRST_LOAD_TARGET_KB = 200;

/** The guest app's (behaviour.md#guest-app): a guest on hotel Wi-Fi. */
export const GUEST_FIRST_LOAD_TARGET_KB = 100;

/** Each built app, where it is served from, and its budget. */
export const FIRST_LOAD_APPS = [
  { label: 'admin', dist: 'web/dist', base: '/', targetKB: FIRST_LOAD_TARGET_KB },
  { label: 'guest', dist: 'guest/dist', base: '/guest/', targetKB: GUEST_FIRST_LOAD_TARGET_KB },
] as const;

export type FirstLoad = {
  /** gzip -9 size in kB (1024 bytes) of each file, largest first. */
  readonly files: readonly { readonly file: string; readonly kB: number }[];
  readonly totalKB: number;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The JavaScript index.html makes the browser fetch at once (the entry script and every chunk it
 * modulepreloads), gzipped as a server would send it. Lazy chunks (routes, editors, block views,
 * labels) are not counted: they load with the screen that needs them. `base` is the path the app
 * is served under (Vite's `base`): '/guest/' for the guest app.
 */
export const measureFirstLoad = (distDir: string, base = '/'): FirstLoad => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const prefix = escapeRegExp(base);
  const paths = [
    ...html.matchAll(new RegExp(`<script[^>]*\\ssrc="${prefix}([^"]+\\.js)"`, 'g')),
    ...html.matchAll(
      new RegExp(`<link[^>]*rel="modulepreload"[^>]*\\shref="${prefix}([^"]+\\.js)"`, 'g'),
    ),
  ].map((match) => match[1] as string);
  if (paths.length === 0) throw new Error(`${distDir}/index.html loads no script under ${base}`);
  const files = [...new Set(paths)]
    .map((file) => ({
      file,
      kB: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024,
    }))
    .sort((a, b) => b.kB - a.kB);
  return { files, totalKB: files.reduce((sum, f) => sum + f.kB, 0) };
};

export const firstLoadLine = (
  { files, totalKB }: FirstLoad,
  { label = 'admin', targetKB = FIRST_LOAD_TARGET_KB }: { label?: string; targetKB?: number } = {},
): string =>
  `${label} first-load JS: ${totalKB.toFixed(1)} kB gzip (target ≤ ${targetKB})  ${
    totalKB <= targetKB ? 'ok' : `MISSED by ${(totalKB - targetKB).toFixed(1)} kB`
  } — entry and ${files.length - 1} modulepreloaded chunks`;
