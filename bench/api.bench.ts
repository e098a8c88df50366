import { compareWithBare, rssLine, saveBenchMenu, startBefore, startCarta } from './carta.ts';

/**
 * `npm run bench`: GET /api/contents/{menuID} of a 200-block menu on the real server (SQLite in a temp
 * DATA_DIR), against a bare Fastify route sending the same bytes. Prints req/s, p99 and their ratio
 * (target ≥ 0.70). BENCH_BASE=<another checkout>: its server is measured in the same rounds.
 */
const TARGET = 0.7;
const carta = await startCarta();
const menuId = await saveBenchMenu(carta);
const before = await startBefore();
const ratio = await compareWithBare(
  carta,
  'GET /api/contents/{menuID}',
  `/api/contents/${menuId}`,
  carta.auth,
  before
    ? { carta: before.carta, path: `/api/contents/${before.menuId}`, headers: before.carta.auth }
    : undefined,
);
console.log(`  target       : ≥ ${TARGET.toFixed(2)} ${ratio >= TARGET ? '(met)' : '(NOT met)'}`);
console.log(rssLine(carta, before?.carta));
await carta.stop();
await before?.carta.stop();
