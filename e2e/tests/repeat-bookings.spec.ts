// Repeat bookings, at a phone's width (390) and a desktop's (1366): a customer books a fortnightly Deep clean
// with the demo provider as a series on the providers step, the provider accepts it once on their orders
// page, the customer skips the first visit, the demo clock moves on and the series runner books the next
// visit as an order, which the customer moves with the order's reschedule (the provider accepts); the orders
// page and the dashboard then show the series with its next visit where it was moved to.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedInAs, storeSession } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { demoProvider, loginDemoProvider, londonDateIn, payWithSandboxCard } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844, first: 15 },
  { name: 'desktop', width: 1366, height: 900, first: 17 },
] as const;

/** A calendar day as the pages write it: "4 December 2026". */
const longDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

/** Moves the demo server's clock `days` ahead of the real one (0 puts it back). */
async function moveClock(request: APIRequestContext, days: number) {
  const moved = await request.post('/dev/clock', { form: { days: String(days) } });
  expect(moved.status()).toBe(200);
}

/** Location → Cleaning → Domestic → Deep clean, to the providers step. */
async function toProvidersStep(page: Page) {
  await giveDemoLocation(page);
  await page.getByRole('button', { name: /^Cleaning/ }).click();
  await page.getByRole('button', { name: /^Domestic/ }).click();
  await page.getByRole('button', { name: /^Deep clean/ }).click();
  await expect(page).toHaveURL('/service/providers');
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a fortnightly cleaning series with one visit skipped and one moved', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      page.on('dialog', (dialog) => void dialog.accept());
      const { token } = await signedInAs(page, request, 'user');
      // Each width and each repeat has days of its own, past the runner's two weeks ahead.
      const offset = size.first + testInfo.repeatEachIndex * 4;
      const first = londonDateIn(offset);
      const second = londonDateIn(offset + 14);
      const movedTo = londonDateIn(offset + 15);

      try {
        // The customer books the series with the demo provider and one of their windows.
        await toProvidersStep(page);
        await page.getByLabel('Date for the order').fill(first);
        await page.getByRole('button', { name: `Choose ${demoProvider.name}` }).click();
        const window = page
          .getByRole('group', { name: 'Arrival window' })
          .getByRole('radio', { name: /^\d{2}:\d{2}–\d{2}:\d{2}$/ })
          .first();
        await window.check();
        const start = (await window.getAttribute('value')) ?? '';
        const repeat = page.getByRole('group', { name: 'Repeat this booking' });
        await repeat.getByLabel('How often').selectOption({ label: 'Fortnightly' });
        await repeat.getByRole('button', { name: 'Book as a series' }).click();
        await expect(page).toHaveURL('/orders');
        const mine = page
          .getByRole('list', { name: 'Repeat bookings' })
          .getByRole('listitem')
          .filter({ hasText: 'Deep clean' });
        await expect(mine).toContainText('Waiting for the provider to accept');
        await expect(mine).toContainText(`Next visit: ${longDay(first)}, ${start}–`);

        // The provider accepts it once, on their orders page.
        const provider = await browser.newPage({ viewport: { width: size.width, height: size.height } });
        await storeSession(provider, await loginDemoProvider(request), 'provider');
        await provider.goto('/provider/orders');
        const theirs = provider
          .getByRole('list', { name: 'Repeat bookings' })
          .getByRole('listitem')
          .filter({ hasText: `Next visit: ${longDay(first)}, ${start}–` });
        await theirs.getByRole('button', { name: 'Accept series' }).click();
        await expect(theirs).toContainText('Active');

        // The first visit is beyond the runner's two weeks, not booked yet: the customer skips it.
        await page.reload();
        await expect(mine).toContainText('Active');
        await mine.getByRole('button', { name: 'Skip next visit' }).click();
        await expect(mine).toContainText(`Next visit: ${longDay(second)}, ${start}–`);

        // Days later (the demo clock), the runner books the second visit as an order.
        await moveClock(request, offset);
        const run = await request.post('/dev/jobs/series');
        expect(run.status()).toBe(200);
        await page.reload();
        const next = mine.getByRole('link', {
          name: `Next visit: ${longDay(second)}, ${start}–`,
          exact: false,
        });
        await expect(next).toBeVisible();
        await next.click();
        await expect(page).toHaveURL(/\/details\/ORD-/);
        const orderId = page.url().split('/').pop() ?? '';
        await payWithSandboxCard(request, token, orderId);

        // The customer moves that visit a day later; the provider accepts on their order page.
        await page.reload();
        await page.getByRole('button', { name: 'Reschedule' }).click();
        await page.getByLabel('New date').fill(movedTo);
        const newWindow = page.getByRole('group', { name: 'New arrival window' }).getByRole('radio').first();
        await newWindow.check();
        const newStart = (await newWindow.getAttribute('value')) ?? '';
        await expect(page.getByText('Moving the order now is free.')).toBeVisible();
        await page.getByRole('button', { name: 'Propose new date' }).click();
        await expect(page.getByRole('group', { name: 'Proposal waiting for an answer' })).toBeVisible();
        await provider.goto(`/provider/details/${orderId}`);
        const proposal = provider.getByRole('group', { name: 'Proposal waiting for an answer' });
        await proposal.getByRole('button', { name: 'Accept' }).click();
        await expect(provider.getByRole('list', { name: 'Moves' })).toContainText('Moved from');
        await provider.close();
        await moveClock(request, 0);

        // The orders page and the dashboard show the series with its next visit, where it was moved to.
        await page.goto('/orders');
        await expect(mine).toContainText('Active');
        await expect(
          mine.getByRole('link', { name: `Next visit: ${longDay(movedTo)}, ${newStart}–`, exact: false }),
        ).toBeVisible();
        await page.goto('/dashboard');
        const onDashboard = page
          .getByRole('list', { name: 'Repeat bookings' })
          .getByRole('listitem')
          .filter({ hasText: 'Deep clean' });
        await expect(onDashboard).toContainText(`Next visit: ${longDay(movedTo)}, ${newStart}–`);
        await expect(onDashboard.getByRole('link', { name: /^Next visit: / })).toHaveAttribute(
          'href',
          `/details/${orderId}`,
        );
      } finally {
        await moveClock(request, 0);
      }
    });
  });
}
