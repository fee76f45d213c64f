import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2.0–2.2 A and AA rules and best practices) on the page as it is and fails on any violation,
 * listing each rule with the elements it found. Wait for the page's content before calling it.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // A toast sliding in is half transparent, and a link restyled by a late render fades its colours: axe would
  // measure contrast mid-fade. Spinners and a toast's countdown bar run on; only short transitions are waited for.
  const still = () =>
    page.waitForFunction(
      () =>
        document.getAnimations().every((a) => {
          const timing = a.effect?.getTiming();
          const long = timing?.iterations === Infinity || Number(timing?.duration) > 1_000;
          return a.playState !== 'running' || long;
        }),
      null,
      { timeout: 5_000 },
    );
  const analyze = () =>
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
  await still();
  let results = await analyze();
  // A transition that began after the wait (a render as data arrives) is over by the second look; a real
  // violation is still there.
  if (results.violations.length > 0) {
    await still();
    results = await analyze();
  }
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n')}`,
  );
  expect(found, `axe violations on ${label}`).toEqual([]);
}
