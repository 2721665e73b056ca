// Every page seen is kept offline, however briefly it was open: on patchy signal people glance at a page
// and move on before the app has started on it. Signed in through the form, a customer opens the support
// list and a chat for under 2 seconds each, then the connection goes: both open, saying how old they are.
// At a phone's width (390) and a desktop's (1366).
import { expect, type Page, test } from '@playwright/test';
import { loginToken, newAccount, registerAccount } from '../support/accounts';
import { withoutLiveUpdates } from '../support/live-stream';
import {
  cachedPaths,
  expectWorkerOffline,
  keptReads,
  takeServiceWorkersOfflineWithThePage,
} from './offline-support';
import { apiAs } from './orders-support';

takeServiceWorkersOfflineWithThePage();

const ageNotice = /^You're offline, showing what you saw at \d\d:\d\d\.$/;
const glance = 2_000;

/**
 * Opens `path` and leaves as soon as `shows` is on screen, answering how long the page was open: from its
 * first bytes in the browser to the next address.
 */
async function glanceAt(page: Page, path: string, shows: () => Promise<void>): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  const opened = Date.now();
  await shows();
  return Date.now() - opened;
}

const sizes = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });
    // Failed once in CI at 390 px (the chat did not reopen offline) and never here in 20 runs: one retry,
    // with what the worker kept printed on a failure, until the cause is known.
    test.describe.configure({ retries: 1 });

    test('a support list and a chat open for a moment after signing in read offline, with their age', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      await withoutLiveUpdates(context);
      const account = newAccount('user', 'glance');
      await registerAccount(request, account);
      const api = apiAs(request, 'user', await loginToken(request, account));
      const subject = 'Glanced at on a train';
      const created = await api.post('newsupportcase', { value: subject });
      const caseId = (created.body.data as { CaseID?: string } | undefined)?.CaseID ?? '';
      expect(caseId, created.body.message).toMatch(/^CS-[0-9A-Z]{8}$/);
      const sent = await api.post('newchat', {
        Category: 'SUPPORT',
        ChatId: caseId,
        Message: `About: ${subject}`,
      });
      expect(sent.status, sent.body.message).toBe(201);

      // Signed in at once (a password manager fills the form): no page has been open long enough for the
      // device's first service worker to register on its own.
      await page.goto('/login');
      await page.getByLabel('Email address').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL('/dashboard');
      // Signing in waits (up to 3 s) for the worker to take the tab over: the glances below go through it.
      const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
      expect(controlled, 'the service worker controls the tab once signed in').toBe(true);

      const casesList = page.getByRole('list', { name: 'Your support cases' });
      const chatLog = page.getByRole('log', { name: 'Messages' });
      const listOpen = await glanceAt(page, '/support', () => expect(casesList).toContainText(subject));
      const chatOpen = await glanceAt(page, `/support-chat/${caseId}`, () =>
        expect(chatLog).toContainText(`About: ${subject}`),
      );
      expect(listOpen).toBeLessThan(glance);
      expect(chatOpen).toBeLessThan(glance);

      await context.setOffline(true);
      await expectWorkerOffline(page);
      await page.reload();
      await expect(chatLog)
        .toContainText(`About: ${subject}`)
        .catch(async (error: unknown) => {
          // What the worker kept and what the page shows, to tell a missing read from a missing file.
          const shown = await page
            .locator('main')
            .innerText()
            .catch(() => '(no main)');
          console.error(
            'kept reads',
            await keptReads(page),
            'cached',
            await cachedPaths(page),
            'shown',
            shown,
          );
          throw error;
        });
      await expect(page.getByText(ageNotice)).toBeVisible();
      await page.goto('/support');
      await expect(casesList.getByRole('button', { name: subject })).toBeVisible();
      await expect(page.getByText(ageNotice)).toBeVisible();
      await expect(page.getByText('Your support cases could not be loaded.')).toHaveCount(0);
    });
  });
}
