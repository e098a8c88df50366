import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { closeTestContexts, openPages, trackTestContexts } from './harness.ts';

/** Where the screenshots of failed tests go (not in CI's log: for a run on a workstation). */
const shotsDir = new URL('../test-results/e2e-failures', import.meta.url).pathname;
/** A page's accessibility tree can be long; the log keeps its start, where dialogs and headings are. */
const MAX_TREE_CHARS = 8000;
/** The short form of every failure, read by scripts/run-tiers.mjs. */
const summaryFile = join(shotsDir, 'summary.txt');
/** How much of each part (a dialog, the page) the short form keeps. */
const SHORT_LINES_PER_PART = 12;

const cut = (tree: string) =>
  tree.length > MAX_TREE_CHARS ? `${tree.slice(0, MAX_TREE_CHARS)}\n…` : tree;

/**
 * When an e2e test fails, its log says what each open page showed: the URL, the focused element
 * and the accessibility tree Playwright's locators search (a dialog missing from it was either
 * never rendered or hidden from assistive technology). A flake on a CI machine is otherwise
 * a bare timeout.
 */
beforeEach(() => {
  trackTestContexts();
});

afterEach(async ({ task }) => {
  try {
    if (task.result?.state === 'fail') await reportPages(task.name);
  } finally {
    // After the report: it reads the pages these contexts hold.
    await closeTestContexts();
  }
});

const reportPages = async (testName: string) => {
  mkdirSync(shotsDir, { recursive: true });
  let n = 0;
  for (const page of openPages) {
    n += 1;
    const lines = [`--- page ${n} of "${testName}": ${page.url()}`];
    try {
      const size = page.viewportSize();
      if (size) lines.push(`viewport ${size.width}×${size.height}`);
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        return el
          ? `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 60) ?? ''}"`
          : 'none';
      });
      lines.push(`focused: ${focused}`);
      const hidden = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll('body > [aria-hidden="true"], #root[aria-hidden="true"]'),
        )
          .map((el) => el.id || el.className || el.tagName)
          .join(', '),
      );
      if (hidden) lines.push(`aria-hidden at the top: ${hidden}`);
      // Dialogs first: they are portals at the end of the body, past where a long tree is cut.
      for (const dialog of await page.getByRole('dialog').all()) {
        lines.push(`dialog:\n${cut(await dialog.ariaSnapshot({ timeout: 5000 }))}`);
      }
      const tree = await page.locator('body').ariaSnapshot({ timeout: 5000 });
      lines.push(`page:\n${cut(tree)}`);
      const file = join(shotsDir, `${testName.replace(/[^\w-]+/g, '_').slice(0, 80)}-${n}.png`);
      await page.screenshot({ path: file, timeout: 5000 });
      lines.push(`screenshot: ${file}`);
    } catch (error) {
      lines.push(`(could not read the page: ${error instanceof Error ? error.message : error})`);
    }
    console.error(lines.join('\n'));
    // CI keeps the end of a run's output: `npm test` prints this short form after the tier fails.
    const short = lines.flatMap((line) => line.split('\n').slice(0, SHORT_LINES_PER_PART));
    appendFileSync(summaryFile, `${short.join('\n')}\n`);
  }
};
