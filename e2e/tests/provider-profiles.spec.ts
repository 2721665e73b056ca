// Who, what, how much, when, at a phone's width (390) and a desktop's (1366), against the real server:
// a provider card opens the provider's public profile (reviews with replies, the count of reviews), back to
// the list, choose, negotiate shows the provider and the price, the payment page the service, date,
// provider, address and the price with what it covers, the confirmation the same; the profile, once seen,
// reads offline.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { withoutLiveUpdates } from '../support/live-stream';
import {
  expectWorkerOffline,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';
import { answerDialogs, askToStartWithin14Days, isoDateIn } from './orders-support';

takeServiceWorkersOfflineWithThePage();

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** The demo story's completed Leak repair: James's customer reviewed it and James replied. */
const james = {
  name: 'James Whitfield',
  price: '£85.00 per job',
  review: 'Found the leak behind the bath panel within minutes and left everything spotless.',
  reply: 'Clear directions and easy access. A pleasure to work for.',
};
const reviewCount = /^\d+ reviews?$/;

async function toLeakRepairProviders(page: Page) {
  await giveDemoLocation(page);
  await page.getByRole('button', { name: /^Plumbing/ }).click();
  await page.getByRole('button', { name: /^Repairs/ }).click();
  await page.getByRole('button', { name: /^Leak repair/ }).click();
  await expect(page).toHaveURL('/service/providers');
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
}

/** The value of the term `term` in a summary's description list. */
const fact = (scope: ReturnType<Page['getByRole']>, term: string) =>
  scope
    .locator('div', { has: scope.page().getByText(term, { exact: true }) })
    .locator('dd')
    .first();

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('card → profile → back → choose → negotiate → payment → confirmation; the profile reads offline', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(150_000);
      await withoutLiveUpdates(context);
      const dialogs = answerDialogs(page);
      await signedInAs(page, request, 'user');
      await page.goto('/dashboard');
      await waitForServiceWorker(page);

      await toLeakRepairProviders(page);
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: james.name }) });
      await expect(card.getByText(reviewCount)).toBeVisible();
      // James's rating moves as earlier journeys review him: the card's is the one every later page shows.
      const stars = card.getByRole('img', { name: /^Rated \d\.\d out of 5$/ });
      const rated = (await stars.getAttribute('aria-label')) ?? 'no rating on the card';
      await expect(card.getByRole('list', { name: 'Perks' }).getByText('Identity verified')).toBeVisible();
      await card.getByRole('link', { name: `View profile of ${james.name}` }).click();

      // The profile: rating with its count, services with prices, the review and James's reply.
      await expect(page).toHaveURL(/\/providers\/PRV-/);
      const profileUrl = page.url();
      await expect(page.getByRole('heading', { level: 1, name: 'Provider profile' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: james.name })).toBeVisible();
      await expect(page.getByRole('img', { name: rated })).toBeVisible();
      await expect(page.locator('.bk-profile').getByText(reviewCount)).toBeVisible();
      await expect(page.getByText('Leak repair').first()).toBeVisible();
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await expect(reviews.getByText(james.review)).toBeVisible();
      await expect(reviews.getByText(`Reply from ${james.name}`)).toBeVisible();
      await expect(reviews.getByText(james.reply)).toBeVisible();
      await expect(page.locator('#main')).not.toContainText('@example.com');

      await page.getByRole('link', { name: 'Back', exact: true }).click();
      await expect(page).toHaveURL('/service/providers');
      await expect(page.getByLabel('Date for the order')).toHaveValue(isoDateIn(1));
      await page.getByRole('button', { name: `Choose ${james.name}` }).click();
      await page.getByRole('button', { name: 'Request provider' }).click();

      // Negotiate: the provider (photo, name, rating with count) and the price, on the page and in its panel.
      await expect(page).toHaveURL('/service/negotiate');
      const chosen = page.getByRole('region', { name: 'Provider and price' });
      const panel = page.getByRole('complementary', { name: 'Your provider' });
      for (const place of [chosen, panel]) {
        await expect(place.getByText(james.name, { exact: true })).toBeVisible();
        await expect(place.locator('.bk-who img')).toBeVisible();
        await expect(place.getByRole('img', { name: rated })).toBeVisible();
        await expect(place.getByText(reviewCount)).toBeVisible();
        await expect(place.getByText(james.price)).toBeVisible();
      }
      await panel.getByRole('button', { name: 'Order' }).click();
      expect(dialogs.at(-1)).toMatch(/^Do you want to proceed to payment\?/);

      // Payment: what is paid for, beside the card form.
      await expect(page).toHaveURL(/\/service\/payments\/ORD-/);
      const orderId = page.url().split('/').at(-1);
      const booking = page.getByRole('region', { name: 'Your booking' });
      await expect(fact(booking, 'Service')).toHaveText('Leak repair · Plumbing');
      await expect(fact(booking, 'Date')).not.toBeEmpty();
      await expect(fact(booking, 'Address')).toContainText('10 Downing Street');
      await expect(booking.getByText(james.name, { exact: true })).toBeVisible();
      await expect(booking.getByText(reviewCount)).toBeVisible();
      await expect(fact(booking, 'Service price')).toHaveText(james.price);
      await expect(fact(booking, 'Booking fee')).toHaveText('None');
      await expect(fact(booking, 'Total')).toHaveText('£85.00');
      await expect(
        booking.getByText(/released to the provider only after the job is completed/),
      ).toBeVisible();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
      await page.getByLabel('Security code (CVC)').fill('123');
      await askToStartWithin14Days(page);
      await page.getByRole('button', { name: 'Pay £85.00' }).click();

      // Confirmation: the same summary once the server has confirmed.
      await expect(page).toHaveURL(`/service/orderconfirmation/${orderId}`);
      await expect(page.getByText('Your order is confirmed.')).toBeVisible();
      const confirmed = page.getByRole('region', { name: 'Your booking' });
      await expect(confirmed.getByText(james.name, { exact: true })).toBeVisible();
      await expect(fact(confirmed, 'Service price')).toHaveText(james.price);
      await expect(page).toHaveURL(`/details/${orderId}`, { timeout: 10_000 });

      // Seen once, the profile reads offline.
      await context.setOffline(true);
      await expectWorkerOffline(page);
      await page.goto(profileUrl);
      await expect(page.getByRole('heading', { level: 2, name: james.name })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Reviews' }).getByText(james.reply)).toBeVisible();
      await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
      await context.setOffline(false);
    });
  });
}
