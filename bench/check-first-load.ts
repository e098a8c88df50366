import { join } from 'node:path';
import { FIRST_LOAD_TARGET_KB, firstLoadLine, measureFirstLoad } from './firstLoad.ts';

/**
 * `npm run check:bundle`: fails when the built back-office (web/dist, from `npm run build`) makes
 * the browser download more than the budget before its first screen. Part of `npm test`, right
 * after the build the e2e tier needs anyway, so the gate costs no build of its own.
 */
const dist = join(new URL('..', import.meta.url).pathname, 'web/dist');
const measured = measureFirstLoad(dist);
console.log(firstLoadLine(measured));
for (const { file, kB } of measured.files.slice(0, 8)) {
  console.log(`  ${kB.toFixed(1).padStart(6)} kB  ${file}`);
}
if (measured.totalKB > FIRST_LOAD_TARGET_KB) {
  console.error(
    `First-load JS over budget: split what the first screen does not need into lazy chunks.`,
  );
  process.exit(1);
}
