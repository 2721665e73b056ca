// The provider's repeat bookings page, at a phone's width (390) and a desktop's (1366): the demo provider
// pauses a customer's series there by keyboard and resumes it, and the customer reads each on the series'
// own page (/series/:id): paused by the provider, with no Resume of their own, then active again.
import { expect, test } from '@playwright/test';
import { signedInAs, storeSession } from '../support/accounts';
import { apiAs, demoProvider, loginDemoProvider, londonDateIn } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844, first: 50 },
  { name: 'desktop', width: 1366, height: 900, first: 52 },
] as const;

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the provider pauses and resumes a series on their page, and the customer sees each on the series’ page', async ({
      page,
      request,
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const { token } = await signedInAs(page, request, 'user');
      const customer = apiAs(request, 'user', token);
      // A name of this run only, to find the series among the demo provider's others.
      const surname = `Series${testInfo.repeatEachIndex}${Math.random().toString(36).slice(2, 8)}`;
      const named = await customer.post('updatebio', {
        firstname: 'Rowan',
        lastname: surname,
        phone: '07700900123',
      });
      expect(named.body.success, named.body.message).toBe(true);
      const providerToken = await loginDemoProvider(request);
      const provider = apiAs(request, 'provider', providerToken);

      const products = await customer.post('products', {
        category: 'Cleaning',
        specifics: 'Domestic',
        search: 'Deep clean',
      });
      const prodid = String(
        (products.body.data as { Id: string; Product: string }[]).find((p) => p.Product === 'Deep clean')?.Id,
      );
      const first = londonDateIn(size.first + testInfo.repeatEachIndex);
      const windows = await customer.get('arrivalwindows', {
        provider: demoProvider.id,
        prodid,
        date: first,
      });
      const window = (windows.body.data as { Start: string }[])[0]?.Start;
      if (!window) throw new Error('the demo provider has no window free that day');
      const created = await customer.post('series', {
        prodid,
        provider: demoProvider.id,
        zipcode: 'SW1A 1AA',
        address: '10 Downing Street, London',
        first,
        window,
        cadence: 'FORTNIGHTLY',
        visits: '2',
      });
      expect(created.body.success, created.body.message).toBe(true);
      const seriesId = (created.body.data as { ID: string }).ID;
      const accepted = await provider.post('answerseries', { seriesid: seriesId, answer: 'ACCEPT' });
      expect(accepted.body.success, accepted.body.message).toBe(true);

      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      try {
        const pro = await context.newPage();
        await storeSession(pro, providerToken, 'provider');
        // From Manage Schedule, where a provider going away sets their availability.
        await pro.goto('/provider/schedules');
        await pro.getByRole('link', { name: 'Your repeat bookings: pause, resume or end them' }).click();
        await expect(pro).toHaveURL('/provider/series');
        await expect(pro.getByRole('heading', { name: 'Repeat bookings', level: 1 })).toBeVisible();
        const card = pro
          .getByRole('listitem')
          .filter({ hasText: `Customer: Rowan ${surname}` })
          .filter({ has: pro.getByRole('heading', { name: 'Deep clean' }) });
        await expect(card).toContainText('Fortnightly');
        await expect(card).toContainText('Active');

        // Paused by keyboard: the server's words say so and the card shows it paused, with Resume.
        await card.getByRole('button', { name: 'Pause series' }).focus();
        await pro.keyboard.press('Enter');
        await expect(
          card.getByText('Series paused. No new visits are booked until you resume it.'),
        ).toBeVisible();
        await expect(card.getByText('Paused', { exact: true })).toBeVisible();
        await expect(card.getByText('You paused this series', { exact: false })).toBeVisible();

        await page.goto(`/series/${seriesId}`);
        await expect(page.getByText('Paused', { exact: true })).toBeVisible();
        await expect(
          page.getByText(
            'Your provider paused this series; only they can resume it. You can end it instead.',
          ),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Resume the series' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'End the series' })).toBeVisible();

        await card.getByRole('button', { name: 'Resume series' }).click();
        await expect(card.getByText('Series resumed. The next visits are being booked.')).toBeVisible();
        await expect(card.getByText('Active', { exact: true })).toBeVisible();
        await expect(card.getByRole('button', { name: 'Pause series' })).toBeVisible();

        await page.reload();
        await expect(page.getByText('Active', { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Pause the series' })).toBeVisible();
        await expect(page.getByText(/Your provider paused this series/)).toHaveCount(0);
      } finally {
        await context.close();
        await customer.post('seriesstatus', { seriesid: seriesId, action: 'END' });
      }
    });
  });
}
