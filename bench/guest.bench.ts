import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compareWithBare, rssLine, saveBenchMenu, startBefore, startCarta } from './carta.ts';
import { FIRST_LOAD_APPS, firstLoadLine, measureFirstLoad } from './firstLoad.ts';
import { measureWire, wireLines } from './wire.ts';

/**
 * `npm run bench`: the guest read of behaviour.md#guest-app — GET /api/public/guest/{ws}/menus/{id}?lang=en of a
 * 200-block menu, no token, against a bare Fastify route sending the same bytes (target ≥ 0.70).
 * BENCH_BASE=<another checkout>: its server is measured in the same rounds.
 */
const TARGET = 0.7;
const carta = await startCarta();
const menuId = await saveBenchMenu(carta);
const before = await startBefore();
const ratio = await compareWithBare(
  carta,
  'GET /api/public/guest/{ws}/menus/{id}?lang=en (guest read)',
  `/api/public/guest/1/menus/${menuId}?lang=en`,
  {},
  before
    ? {
        carta: before.carta,
        path: `/api/public/guest/1/menus/${before.menuId}?lang=en`,
        headers: {},
      }
    : undefined,
);
console.log(`  target       : ≥ ${TARGET.toFixed(2)} ${ratio >= TARGET ? '(met)' : '(NOT met)'}`);
console.log(rssLine(carta, before?.carta));
await before?.carta.stop();

// The guest app's first load, when it is built (`npm run build`): its JS gzipped, then everything
// a cold Chromium fetches from this server, as compressed on the wire.
const guest = FIRST_LOAD_APPS.find((app) => app.label === 'guest');
const guestDist = join(new URL('..', import.meta.url).pathname, guest?.dist ?? 'guest/dist');
if (guest && existsSync(join(guestDist, 'index.html'))) {
  console.log(firstLoadLine(measureFirstLoad(guestDist, guest.base), guest));
  console.log(wireLines(await measureWire(`${carta.base}/guest/1/`)));
  await carta.stop();
} else {
  await carta.stop();
  console.log('guest first-load JS: not measured (run `npm run build` first)');
}
