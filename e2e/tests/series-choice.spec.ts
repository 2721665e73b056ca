// Repeat bookings, a visit that needs the customer's choice and a pause by the provider, at a phone's width
// (390) and a desktop's (1366). The demo provider already has a job in the window of the series' second
// visit; once they accept the series, the runner books the first visit and leaves the second waiting for the
// customer. The customer finds it from the dashboard on the series' own page and skips it there; then the
// provider pauses the series, which the customer reads on the page (offered no Resume) and in their mail.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { apiAs, demoProvider, loginDemoProvider, londonDateIn } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844, first: 38 },
  { name: 'desktop', width: 1366, height: 900, first: 46 },
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

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a visit needing the customer’s choice is skipped on the series’ page, and the provider’s pause reaches the customer', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      page.on('dialog', (dialog) => void dialog.accept());
      const { account, token } = await signedInAs(page, request, 'user');
      const customer = apiAs(request, 'user', token);
      const provider = apiAs(request, 'provider', await loginDemoProvider(request));
      // Days of this width and repeat only, far past the other journeys' days.
      const offset = size.first + testInfo.repeatEachIndex;
      const first = londonDateIn(offset);
      const second = londonDateIn(offset + 7);

      const products = await customer.post('products', {
        category: 'Cleaning',
        specifics: 'Domestic',
        search: 'Deep clean',
      });
      const prodid = String(
        (products.body.data as { Id: string; Product: string }[]).find((p) => p.Product === 'Deep clean')?.Id,
      );
      // A window the demo provider has free on both days.
      const freeOn = async (date: string) =>
        (
          (await customer.get('arrivalwindows', { provider: demoProvider.id, prodid, date })).body.data as {
            Start: string;
          }[]
        ).map((slot) => slot.Start);
      const later = await freeOn(second);
      const window = (await freeOn(first)).find((start) => later.includes(start));
      if (!window) throw new Error('the demo provider has no window free on both days');
      const place = { zipcode: 'SW1A 1AA', address: '10 Downing Street, London' };
      // The provider's other job, in that window on the second visit's day.
      const busy = await customer.post('requestservice', {
        prodid,
        ...place,
        scheduled: second,
        provider: demoProvider.id,
        window,
      });
      expect(busy.body.success, busy.body.message).toBe(true);
      const created = await customer.post('series', {
        prodid,
        provider: demoProvider.id,
        ...place,
        first,
        window,
        cadence: 'WEEKLY',
        visits: '3',
      });
      expect(created.body.success, created.body.message).toBe(true);
      const seriesId = (created.body.data as { ID: string }).ID;
      const accepted = await provider.post('answerseries', { seriesid: seriesId, answer: 'ACCEPT' });
      expect(accepted.body.success, accepted.body.message).toBe(true);

      try {
        // Three days before the first visit (the demo clock), the runner books it and finds the second taken.
        await moveClock(request, offset - 3);
        expect((await request.post('/dev/jobs/series')).status()).toBe(200);
        await moveClock(request, 0);

        // From the dashboard to the series' page, where the visit waits for a choice.
        await page.goto('/dashboard');
        const card = page
          .getByRole('list', { name: 'Repeat bookings' })
          .getByRole('listitem')
          .filter({ hasText: 'A visit needs your choice' });
        await card.getByRole('link', { name: 'Choose for a visit of Deep clean' }).click();
        await expect(page).toHaveURL(`/series/${seriesId}`);
        const choice = page.getByRole('region', {
          name: `Needs your choice: ${longDay(second)}, ${window}–`,
          exact: false,
        });
        await expect(choice).toContainText('Your provider has another job then.');
        await choice.getByRole('button', { name: /^Skip the visit on / }).click();
        await expect(page.getByText('Visit skipped.')).toBeVisible();
        await expect(choice).toHaveCount(0);
        const visits = page.getByRole('list', { name: 'Next visits' });
        await expect(visits.getByRole('listitem').filter({ hasText: longDay(second) })).toContainText(
          'Skipped',
        );
        await expect(visits.getByRole('listitem').filter({ hasText: longDay(first) })).toContainText(
          'Booked',
        );

        // The provider pauses the series: the customer's page says so, and only the provider can resume.
        const paused = await provider.post('seriesstatus', { seriesid: seriesId, action: 'PAUSE' });
        expect(paused.body.success, paused.body.message).toBe(true);
        await page.reload();
        await expect(page.getByText('Paused', { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Resume the series' })).toHaveCount(0);
        await expect(
          page.getByText(
            'Your provider paused this series; only they can resume it. You can end it instead.',
          ),
        ).toBeVisible();
        await expect
          .poll(async () => {
            const mails = (await (await request.get('/dev/mailbox.json')).json()) as {
              to: string;
              text: string;
            }[];
            return mails.some(
              (mail) =>
                mail.to === account.email && mail.text.includes('paused your series (Deep clean, weekly)'),
            );
          })
          .toBe(true);
      } finally {
        await moveClock(request, 0);
        await customer.post('seriesstatus', { seriesid: seriesId, action: 'END' });
      }
    });
  });
}
