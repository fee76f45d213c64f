import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2.0–2.2 A and AA rules and best practices) on the page as it is and fails on any violation,
 * listing each rule with the elements it found. Wait for the page's content before calling it.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // A toast sliding in is half transparent: axe would measure the contrast of its colours mid-fade.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
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
