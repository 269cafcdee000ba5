import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

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
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
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
