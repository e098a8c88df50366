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
};

/**
 * A cold load of `url` in headless Chromium (new profile, empty cache), until the network is idle:
 * the bytes each response took on the wire, as the browser's network log counts them (headers
 * included), summed. Chromium sends `Accept-Encoding: gzip, deflate, br, zstd` on its own. The
 * service worker's precache runs in its own target after the load and is not counted: the guest
 * does not wait for it.
 */
export const measureWire = async (url: string): Promise<WireLoad> => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, { url: string; encoding: string }>();
    const resources: { url: string; bytes: number; encoding: string }[] = [];
    cdp.on('Network.responseReceived', (event) => {
      const headers = event.response.headers as Record<string, string>;
      const encoding =
        Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? '-';
      urls.set(event.requestId, { url: event.response.url, encoding });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const seen = urls.get(event.requestId);
      if (seen) resources.push({ ...seen, bytes: event.encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sorted = resources.sort((a, b) => b.bytes - a.bytes);
    return { resources: sorted, totalKB: sorted.reduce((sum, r) => sum + r.bytes, 0) / 1024 };
  } finally {
    await browser.close();
  }
};

export const wireLines = ({ resources, totalKB }: WireLoad, label = 'guest first load'): string =>
  [
    `${label} on the wire: ${totalKB.toFixed(1)} kB in ${resources.length} responses (target ≤ ${GUEST_WIRE_TARGET_KB}) ${
      totalKB <= GUEST_WIRE_TARGET_KB
        ? 'ok'
        : `MISSED by ${(totalKB - GUEST_WIRE_TARGET_KB).toFixed(1)} kB`
    }`,
    ...resources.map(
      (r) =>
        `    ${(r.bytes / 1024).toFixed(1).padStart(6)} kB  ${r.encoding.padEnd(4)} ${new URL(r.url).pathname}${new URL(r.url).search}`,
    ),
  ].join('\n');

// `node --import tsx bench/wire.ts URL…`: the same measure against running servers, side by side.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const url of process.argv.slice(2))
    console.log(`${url}\n${wireLines(await measureWire(url))}`);
}
