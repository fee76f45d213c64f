import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2.0–2.2 A and AA rules and best practices) on the page as it is and fails on any violation,
 * listing each rule with the elements it found. Wait for the page's content before calling it.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // A toast sliding in is half transparent: axe would measure the contrast of its colours mid-fade. Spinners
  // and a toast's countdown bar run on; only the short entrances and fades are waited for.
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => {
        const timing = a.effect?.getTiming();
        const long = timing?.iterations === Infinity || Number(timing?.duration) > 1_000;
        return a.playState !== 'running' || long;
      }),
    null,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n')}`,
  );
  expect(found, `axe violations on ${label}`).toEqual([]);
}
