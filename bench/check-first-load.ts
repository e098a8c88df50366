import { join } from 'node:path';
import { FIRST_LOAD_APPS, firstLoadLine, measureFirstLoad } from './firstLoad.ts';

/**
 * `npm run check:bundle`: fails when a built app (web/dist and guest/dist, from `npm run build`)
 * makes the browser download more than its budget before its first screen. Part of `npm test`,
 * right after the build the e2e tier needs anyway, so the gate costs no build of its own.
 */
const root = new URL('..', import.meta.url).pathname;
let over = false;
for (const app of FIRST_LOAD_APPS) {
  const measured = measureFirstLoad(join(root, app.dist), app.base);
  console.log(firstLoadLine(measured, app));
  for (const { file, kB } of measured.files.slice(0, 8)) {
    console.log(`  ${kB.toFixed(1).padStart(6)} kB  ${file}`);
  }
  over ||= measured.totalKB > app.targetKB;
}
if (over) {
  console.error(
    `First-load JS over budget: split what the first screen does not need into lazy chunks.`,
  );
  process.exit(1);
}
