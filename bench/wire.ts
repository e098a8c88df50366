import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** The guest app's first-load budget on the wire: HTML, JS, CSS and the API answers it reads. */
export const GUEST_WIRE_TARGET_KB = 90;

const chromiumPath = () => {
  const path = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => Boolean(p && existsSync(p)),
  );
  if (!path)
    throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');
  return path;
};

export type WireLoad = {
  /** Bytes received for each response (headers and body, as sent), largest first. */
  readonly resources: readonly {
    readonly url: string;
    readonly bytes: number;
    readonly encoding: string;
  }[];
  readonly totalKB: number;
  /** Fetched once the home page showed, when the browser was idle (the block views' preload). */
  readonly idle: WireLoad['resources'];
  readonly idleKB: number;
};

/**
 * A cold load of `url` in headless Chromium (new profile, empty cache), until the network is idle:
 * the bytes each response took on the wire, as the browser's network log counts them (headers
 * included; Playwright's request sizes), summed. Chromium sends `Accept-Encoding: gzip, deflate,
 * br, zstd` on its own. The service worker is blocked: its precache of the whole build runs in the
 * background after a first visit, and the guest does not wait for it.
 */
export const measureWire = async (url: string): Promise<WireLoad> => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // The worker would answer the home page's lazy chunks from its precache, fetched in its own
    // target: blocked, the page fetches what it needs itself and every byte is counted here.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const pending: Promise<{ url: string; bytes: number; encoding: string }>[] = [];
    let inFlight = 0;
    page.on('request', () => {
      inFlight += 1;
    });
    page.on('requestfailed', () => {
      inFlight -= 1;
    });
    page.on('requestfinished', (request) => {
      inFlight -= 1;
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const encoding = (await response?.allHeaders())?.['content-encoding'] ?? '-';
          const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
          return { url: request.url(), bytes, encoding };
        })(),
      );
    });
    // On a loaded machine the entry script can take longer to run than networkidle's 500 ms: wait
    // for the menu tree's answer, then until the page is idle with nothing in flight (the block
    // views it loads for the home page).
    await Promise.all([
      page.waitForResponse((r) => /\/api\/public\/guest\/\d+\/menus\b/.test(r.url()), {
        timeout: 60_000,
      }),
      page.goto(url, { waitUntil: 'load' }),
    ]);
    // What the home page needed: everything finished by the time the menu tree arrived.
    const firstLoad = pending.length + 1;
    do {
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      await page.waitForLoadState('networkidle');
    } while (inFlight > 0);
    const all = await Promise.all(pending);
    const kB = (list: readonly { bytes: number }[]) =>
      list.reduce((sum, r) => sum + r.bytes, 0) / 1024;
    const resources = all.slice(0, firstLoad).sort((a, b) => b.bytes - a.bytes);
    const idle = all.slice(firstLoad).sort((a, b) => b.bytes - a.bytes);
    return { resources, totalKB: kB(resources), idle, idleKB: kB(idle) };
  } finally {
    await browser.close();
  }
};

const resourceLine = (r: WireLoad['resources'][number]) =>
  `    ${(r.bytes / 1024).toFixed(1).padStart(6)} kB  ${r.encoding.padEnd(4)} ${new URL(r.url).pathname}${new URL(r.url).search}`;

export const wireLines = (
  { resources, totalKB, idle, idleKB }: WireLoad,
  label = 'guest first load',
): string =>
  [
    `${label} on the wire: ${totalKB.toFixed(1)} kB in ${resources.length} responses (target ≤ ${GUEST_WIRE_TARGET_KB}) ${
      totalKB <= GUEST_WIRE_TARGET_KB
        ? 'ok'
        : `MISSED by ${(totalKB - GUEST_WIRE_TARGET_KB).toFixed(1)} kB`
    }`,
    ...resources.map(resourceLine),
    `  then, once the page is idle (the block views' preload): ${idleKB.toFixed(1)} kB in ${idle.length} responses`,
    ...idle.map(resourceLine),
  ].join('\n');

// `node --import tsx bench/wire.ts URL…`: the same measure against running servers, side by side.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const url of process.argv.slice(2))
    console.log(`${url}\n${wireLines(await measureWire(url))}`);
}
