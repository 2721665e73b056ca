// Reviews that can be trusted and the guarantee, at a phone's width (390) and a desktop's (1366), against
// the real server: an operator hides a customer's review of James from the console, with a reason, and
// James's public profile counts one review fewer and averages without it; James replies once to a review
// from his order page, and a second reply is refused; the guarantee is reached from the footer and from the
// payment page, with the cover and claim window the server is configured with.
import { expect, type Page, test } from '@playwright/test';
import { demoOperator, loginToken, newAccount, registerAccount, storeSession } from '../support/accounts';
import { apiAs, completedOrderOf, requestService, services } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const james = { id: 'PRV-DEMO000002', email: 'james.whitfield@example.com', password: 'Provider#2025' };

/** A card's or profile's count of reviews: "1 review", "12 reviews". */
const reviewCount = (count: number) => new RegExp(`^${count} reviews?$`);

interface Profile {
  Rating: number | null;
  ReviewCount: number;
}

/** A fresh customer with a completed, paid Leak repair from James, reviewed with `rating` stars. */
async function reviewedLeakRepair(page: Page, rating: number, words: string) {
  const request = page.request;
  const { api, token, orderId } = await completedOrderOf(request, 'trust', services.leakRepair);
  const reviewed = await api.post('newreview', {
    rating: String(rating),
    product: '1',
    provider: james.id,
    orderid: orderId,
    review: words,
  });
  expect(reviewed.body.success, reviewed.body.message).toBe(true);
  return { orderId, token };
}

async function profileOf(page: Page): Promise<Profile> {
  const answer = await page.request.get(`/api/providers/${james.id}/profile`);
  return ((await answer.json()) as { data: Profile }).data;
}

async function signInOperator(page: Page) {
  await page.goto('/ops/login');
  await page.getByLabel('Email address').fill(demoOperator.email);
  await page.getByLabel('Password').fill(demoOperator.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/ops$/);
}

async function jamesToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/provider/login', {
    form: { email: james.email, password: james.password },
  });
  const body = (await response.json()) as { data?: { Token?: string } };
  if (!body.data?.Token) throw new Error(`James could not log in: ${JSON.stringify(body)}`);
  return body.data.Token;
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("an operator hides a review and James's profile counts and averages without it", async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const words = `Paid me to write this (${size.name}, ${testInfo.repeatEachIndex}.${testInfo.retry})`;
      const { orderId } = await reviewedLeakRepair(page, 1, words);
      const before = await profileOf(page);

      // The customer's view of James: the review shows, with the count and average it is part of.
      await page.goto(`/providers/${james.id}`);
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await expect(reviews.getByText(words)).toBeVisible();
      await expect(page.locator('.bk-profile').getByText(reviewCount(before.ReviewCount))).toBeVisible();
      await expect(reviews.getByRole('link', { name: /our review policy/ })).toHaveAttribute(
        'href',
        '/review-policy',
      );

      const console = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      await signInOperator(console);
      await console.goto(`/ops/accounts/${james.id}`);
      await console.getByRole('button', { name: `Hide review of order ${orderId}` }).click();
      await console
        .getByLabel(`Why is the review of order ${orderId} hidden?`)
        .fill('Written in return for a discount that was not disclosed');
      await console.getByRole('button', { name: 'Hide review', exact: true }).click();
      // Earlier runs at the other width hid their own reviews of James: only this one's line is checked.
      await expect(
        console
          .getByRole('listitem')
          .filter({ hasText: words })
          .getByText(/under the review policy: Written in return for a discount that was not disclosed/),
      ).toBeVisible();
      await expect(
        console.getByRole('region', { name: 'Audit log' }).getByText('review.hide').first(),
      ).toBeVisible();
      await console.close();

      const after = await profileOf(page);
      expect(after.ReviewCount).toBe(before.ReviewCount - 1);
      expect(after.Rating).not.toBe(before.Rating);
      await page.reload();
      await expect(page.locator('.bk-profile').getByText(reviewCount(after.ReviewCount))).toBeVisible();
      await expect(
        page.getByRole('img', { name: `Rated ${after.Rating?.toFixed(1)} out of 5` }).first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Reviews' }).getByText(words)).toHaveCount(0);
    });

    test('James replies once to a review from his order page; a second reply is refused', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const words = `Quick and tidy (${size.name}, ${testInfo.repeatEachIndex}.${testInfo.retry})`;
      const { orderId } = await reviewedLeakRepair(page, 5, words);
      const token = await jamesToken(page);
      await storeSession(page, token, 'provider');
      await page.goto(`/provider/details/${orderId}`);
      const section = page.getByRole('region', { name: 'Review' });
      await expect(section.getByText(words)).toBeVisible();
      const reply = `Thank you, it was a pleasure (${size.name}, ${testInfo.repeatEachIndex}.${testInfo.retry})`;
      await section.getByLabel('Reply in public (once)').fill(reply);
      await section.getByRole('button', { name: 'Post reply' }).click();
      await expect(section.getByText('Your reply')).toBeVisible();
      await expect(section.getByText(reply)).toBeVisible();
      await expect(section.getByRole('button', { name: 'Post reply' })).toHaveCount(0);

      const again = await apiAs(page.request, 'provider', token).post(`reviews/${orderId}/reply`, {
        reply: 'And once more',
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You have already replied to this review. A review gets one reply.');

      await page.goto(`/providers/${james.id}`);
      await expect(page.getByRole('region', { name: 'Reviews' }).getByText(reply)).toBeVisible();
    });

    test('the guarantee is reached from the footer and from the payment page', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'The Callout guarantee' }).click();
      await expect(page).toHaveURL('/guarantee');
      await expect(page.getByRole('heading', { level: 1, name: 'The Callout guarantee' })).toBeVisible();
      await expect(
        page.getByText('Cover per order: £1,000.00. Time to claim: 12 months after the job.'),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: '3. How to claim' })).toBeVisible();

      const customer = newAccount('user', 'guarantee');
      await registerAccount(page.request, customer);
      const token = await loginToken(page.request, customer);
      const orderId = await requestService(page.request, token, services.leakRepair);
      await storeSession(page, token, 'user');
      await page.goto(`/service/payments/${orderId}`);
      await page.getByRole('link', { name: /covered by the Callout guarantee/ }).click();
      await expect(page).toHaveURL('/guarantee');
      await expect(page.getByRole('heading', { level: 1, name: 'The Callout guarantee' })).toBeVisible();
    });
  });
}
