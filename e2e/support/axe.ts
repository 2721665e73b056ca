// axe-core on a settled page, failing on serious and critical violations with a list that says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blocking = new Set(['serious', 'critical']);

/**
 * Waits for the route's own heading and for first loads (page spinners, not button spinners) to end, on
 * the app's page: one the server rendered is inert until the app takes it over, and what is typed in it is
 * lost then.
 */
export async function settled(page: Page, ready?: Locator) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await expect(main.locator('.spinner:not(.spinner--small)')).toHaveCount(0, { timeout: 15_000 });
  if (ready) await expect(ready).toBeVisible();
}

/** One line per offending node: rule, impact, where, and axe's own summary of what is wrong. */
function report(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `  ${violation.id} (${node.impact ?? violation.impact}) at ${node.target.join(' ')}\n` +
          `    ${node.failureSummary?.replaceAll('\n', '\n    ') ?? violation.help}`,
      ),
    )
    .join('\n');
}

/**
 * Waits for every animation that ends (a notice fading in, a new bid sliding in) to end: axe measures the
 * colours drawn at that instant, and half-way through a fade they are a blend no one reads. Endless ones
 * (a spinner) are left alone.
 */
async function animationsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the whole page as it is now. A soft expectation: a journey over many routes goes on and
 * reports every route with violations, not only the first.
 */
export async function expectAccessible(page: Page, state: string) {
  await animationsFinished(page);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const serious = results.violations.filter((violation) => blocking.has(violation.impact ?? ''));
  expect.soft(report(serious), `serious or critical axe violations on ${state} (${page.url()})`).toBe('');
}

/** The usual check of a route: go there, wait until it has settled, run axe. */
export async function visitAndCheck(page: Page, path: string, ready?: Locator) {
  await page.goto(path);
  await settled(page, ready);
  await expectAccessible(page, path);
}

/**
 * The same check in the light and in the dark theme (prefers-color-scheme), so every colour pair
 * is measured in both. The page is left in the browser's own scheme.
 */
export async function expectAccessibleInBothThemes(page: Page, state: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page, `${state}, ${colorScheme} theme`);
  }
  await page.emulateMedia({ colorScheme: null });
}

/** visitAndCheck in both themes. */
export async function visitAndCheckInBothThemes(page: Page, path: string, ready?: Locator) {
  await page.goto(path);
  await settled(page, ready);
  await expectAccessibleInBothThemes(page, path);
}
