import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

type AxeNode = {
  readonly target: readonly unknown[];
  readonly html?: string;
  readonly failureSummary?: string;
};
type AxeViolation = {
  readonly id: string;
  readonly impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  readonly help: string;
  readonly nodes: readonly AxeNode[];
};

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core in the page as it is now. Evaluated through the DevTools protocol, so the page's
 * Content-Security-Policy (no inline scripts) does not stop it.
 */
export const axeViolations = async (page: Page): Promise<readonly AxeViolation[]> => {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // Contrast is judged on the settled page, not halfway through a colour fade (a chip turning
    // green once live measured 4.2:1 mid-transition). Two frames first: a transition started by the
    // last render is only listed once a frame has run. Endless animations (spinners) are left running.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const fading = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(fading.map((a) => a.finished.catch(() => undefined)));
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document | Element, opts: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    // With a modal open the page behind it is inert (and checked on its own before): the dialog or
    // the menu is what the user can reach.
    const shown = (selector: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
        (element) => element.getClientRects().length > 0,
      );
    // A pop-up menu is modal too (the page behind it is hidden from assistive technology), and it
    // lives at the end of the body, outside every landmark by design: `region` does not apply to it.
    const menu = shown('[role="menu"]').at(-1);
    const scope = shown('[role="dialog"]').at(-1) ?? menu ?? document;
    const result = await axe.run(scope, {
      resultTypes: ['violations'],
      ...(scope === menu ? { rules: { region: { enabled: false } } } : {}),
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
    }));
  });
};

/** What the gate refuses: moderate findings too, not only serious and critical ones. */
const gated = new Set<AxeViolation['impact']>(['moderate', 'serious', 'critical']);

/**
 * The moderate, serious and critical violations, one readable line per element, for a failing
 * assertion (a skipped heading level or a role an element may not take is moderate).
 */
export const gatedViolations = async (page: Page, where: string): Promise<string[]> =>
  (await axeViolations(page))
    .filter((v) => gated.has(v.impact))
    .flatMap((v) =>
      v.nodes
        // WCAG 1.4.3 sets no contrast for an inactive control's text (a disabled field's label,
        // legend or help); axe sees only the `disabled` attribute, MUI marks the rest Mui-disabled.
        .filter((n) => !(v.id === 'color-contrast' && /\bMui-disabled\b/.test(n.html ?? '')))
        .map(
          (n) =>
            `${where}: ${v.impact} ${v.id} (${v.help}) at ${JSON.stringify(n.target)} ${n.html?.slice(0, 160) ?? ''}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
        ),
    );
