// What the specs of server-rendered pages share: the cookie the server renders a signed-in page from, and
// what a page logs while the app takes it over.
import { expect, type Page } from '@playwright/test';

/** The page-rendering cookie the app writes beside the stored session (@callout/contracts/page-rendering). */
export const pageSessionCookie = 'callout-page-session';

/** Gives the browser the page-rendering cookie of `token`, as the app writes it once it has run. */
export const withPageSession = (page: Page, token: string, baseURL: string | undefined) =>
  page.context().addCookies([{ name: pageSessionCookie, value: token, url: baseURL ?? '' }]);

/** The page-rendering cookie the browser holds, if any. */
export const pageSessionOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === pageSessionCookie);

/** Console errors and uncaught exceptions of `page` (a hydration mismatch is reported as an error). */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Waits until the app has taken over the page the server drew (nothing inert): only then is the page live,
 * and what it shows kept on the device for offline reading. A person leaving sooner leaves a drawing.
 */
export const appTookOver = (page: Page) => expect(page.locator('main')).not.toHaveAttribute('inert');

/** The HTML the server sends for a navigation to `path`, with the browser's cookies (no script runs). */
export const drawnPage = async (page: Page, path: string) =>
  (await page.request.get(path, { headers: { 'sec-fetch-mode': 'navigate' } })).text();
