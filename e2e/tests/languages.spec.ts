// Polish beside British English, against the built modules and the real server, at a phone's width (390)
// and a desktop's (1366): a first visit from a browser set to Polish is sent and shown in Polish with
// `<html lang>` right; the top bar's switch turns the page to English at once and the choice is kept on the
// device across reloads (the server sends the next page in it too); a signed-in customer's dashboard and
// Settings show in Polish, and the Settings panel switches back. A shared link opens in either language.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';

type Texts = Record<string, unknown>;

/** A text of a namespace in a language, by its dotted key, from the files the app is built from. */
function text(language: 'en-GB' | 'pl-PL', namespace: string, key: string): string {
  const file = new URL(`../../packages/i18n/src/locales/${language}/${namespace}.json`, import.meta.url);
  let value: unknown = JSON.parse(readFileSync(file, 'utf8')) as Texts;
  for (const part of key.split('.')) value = (value as Texts)[part];
  if (typeof value !== 'string') throw new Error(`no text ${language} ${namespace}:${key}`);
  return value;
}

const sizes = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** The top bar's language switch, by its label in the language shown. */
const topBarSwitch = (page: Page, language: 'en-GB' | 'pl-PL') =>
  page.getByRole('banner').getByLabel(text(language, 'common', 'language.label'));

/**
 * On a phone the top bar's links and switch are in its menu: opened when the switch is not in sight, then
 * waited for (a tap before the app is live is held and given once it is, so the menu may open a moment later).
 */
async function openMenuOnAPhone(page: Page, language: 'en-GB' | 'pl-PL') {
  const languageSwitch = topBarSwitch(page, language);
  if (await languageSwitch.isVisible()) return;
  await page.getByRole('button', { name: text(language, 'shell', 'nav.openMenu') }).click();
  await expect(languageSwitch).toBeVisible();
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size, locale: 'pl-PL' });

    test('a first visit from a Polish browser is in Polish; the switch turns it to English and keeps it', async ({
      page,
    }) => {
      const sent = await page.goto('/');
      expect(sent?.headers().vary ?? '').toMatch(/Accept-Language/i);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pl-PL', 'shell', 'home.title'));
      await expect(page.getByRole('link', { name: text('pl-PL', 'shell', 'skipToContent') })).toHaveCount(1);

      // A service tile reads in Polish and books the catalogue's category, whatever the language.
      await expect(
        page.getByRole('link', {
          name: text('pl-PL', 'shell', 'services.items.handyman.title'),
          exact: true,
        }),
      ).toHaveAttribute('href', '/service/location?category=Handyman');

      // The switch sits in the top bar (in its menu on a phone) without pushing anything off the screen.
      await openMenuOnAPhone(page, 'pl-PL');
      const languageSwitch = topBarSwitch(page, 'pl-PL');
      await expect(languageSwitch).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await languageSwitch.selectOption('en-GB');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'shell', 'home.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

      // Kept on the device: the server sends the next page in English although the browser asks for Polish.
      const again = await page.reload();
      expect(await again?.text()).toMatch(/<html[^>]* lang="en-GB"/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'shell', 'home.title'));
      await openMenuOnAPhone(page, 'en-GB');
      await expect(topBarSwitch(page, 'en-GB')).toHaveValue('en-GB');

      // The same address (a shared link) opens in Polish again once Polish is chosen.
      await openMenuOnAPhone(page, 'en-GB');
      await topBarSwitch(page, 'en-GB').selectOption('pl-PL');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pl-PL', 'shell', 'home.title'));
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
      await expect(
        page.getByRole('button', { name: text('pl-PL', 'shell', 'auth.login.submit') }),
      ).toBeVisible();
    });

    test("a signed-in customer's pages are in Polish, and Settings switches them back to English", async ({
      page,
      request,
    }) => {
      await signedInAs(page, request, 'user');
      await page.goto('/settings');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
      const panel = page.getByRole('region', { name: text('pl-PL', 'common', 'language.label') });
      await expect(panel).toBeVisible();
      // No English of the page's own texts shows on the Polish page.
      await expect(page.getByText(text('en-GB', 'shell', 'nav.logout'))).toHaveCount(0);

      await panel.getByLabel(text('pl-PL', 'common', 'language.label')).selectOption('en-GB');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
      await expect(
        page.getByRole('region', { name: text('en-GB', 'common', 'language.label') }),
      ).toBeVisible();
      await page.goto('/dashboard');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
      await expect(page.getByText(text('pl-PL', 'shell', 'nav.logout'))).toHaveCount(0);
    });
  });
}
