import { compareWithBare, saveBenchMenu, startCarta } from './carta.ts';

/**
 * `npm run bench`: GET /api/contents/{menuID} of a 200-block menu on the real server (SQLite in a temp
 * DATA_DIR), against a bare Fastify route sending the same bytes. Prints req/s, p99 and their ratio.
 */
const carta = await startCarta();
const menuId = await saveBenchMenu(carta);
await compareWithBare(carta, 'GET /api/contents/{menuID}', `/api/contents/${menuId}`, carta.auth);
console.log(`  server RSS   : ${carta.rss()} MB at the end\n`);
await carta.stop();
