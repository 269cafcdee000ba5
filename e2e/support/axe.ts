import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core itself, run in the page. Not through `@axe-core/playwright`: its `analyze()` opens a
 * fresh blank page for every call to merge per-frame results (`finishRun`) and returns every
 * passing node, which made one check cost 4–6 s here, nine tenths of it overhead; the sweeps run
 * about a hundred. Run directly, with only the violations returned and the (cross-origin, video
 * player) frames left out, one check costs about a second (decisions §58).
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

type Violation = {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
};

/**
 * The serious and critical axe-core violations of the page as it is now, each with the elements
 * at fault and why (so a failing journey says what to fix). Colour transitions still running
 * (a button that just became enabled, a row that just got selected) are waited for first: axe
 * measures the colours of the moment, and a half-finished fade is no contrast failure. The pointer
 * is parked in the page's top-left corner first: the last click leaves it over whatever the next
 * screen puts there, and a hover tint that depends on how fast that screen loaded would make the
 * finding a matter of timing.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    // Two frames first: a change React just committed (a prerendered form's button enabled right
    // after hydration) starts its transition only with the next style update.
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
  // Loaded once per document: a full navigation starts without it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      resultTypes: ['violations'],
      iframes: false,
    })) as { violations: unknown };
    return result.violations;
  });
  return (violations as Violation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map(
            (node) =>
              `${node.target.join(' ')} ${node.html.slice(0, 120)} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`,
          )
          .join(', ')}`,
    );
}
