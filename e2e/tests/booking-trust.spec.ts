// A booking flow people trust, at a phone's width (390) and a desktop's (1366): the payment form fits its
// card, a phone has one navigation, service tiles lead to their booking, and an order offers only what
// makes sense (no chat before a provider, no start before the job's day, a card hold read as held).
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { apiAs, londonDateIn, payWithSandboxCard, services } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** How far `inner` reaches past the right edge of `outer`, in CSS pixels (0 or less: inside). */
async function overflowPast(page: Page, inner: string, outer: string): Promise<number> {
  return page.evaluate(
    ([i, o]) => {
      const a = document.querySelector(i)?.getBoundingClientRect();
      const b = document.querySelector(o)?.getBoundingClientRect();
      if (!a || !b) throw new Error(`missing ${i} or ${o}`);
      return a.right - b.right;
    },
    [inner, outer] as const,
  );
}

/** Books `service` on `day` (London) with its provider, through the API as the flow does. */
async function book(page: Page, token: string, day: string, provider?: string): Promise<string> {
  const customer = apiAs(page.request, 'user', token);
  const { category, specific, product } = services.deepClean;
  const products = await customer.post('products', { category, specifics: specific, search: product });
  const found = (products.body.data as { Id: string; Product: string }[] | undefined)?.find(
    (item) => item.Product === product,
  );
  const created = await customer.post('requestservice', {
    prodid: String(found?.Id),
    zipcode: 'SW1A 1AA',
    address: '10 Downing Street, London',
    scheduled: day,
    provider: provider ?? services.deepClean.provider,
  });
  expect(created.body.success, created.body.message).toBe(true);
  return created.body.message;
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the payment form keeps its security code on the card, label and all', async ({ page, request }) => {
      const { token } = await signedInAs(page, request, 'user');
      const orderId = await book(page, token, londonDateIn(0));
      await page.goto(`/service/payments/${orderId}`);
      const cvc = page.getByLabel('Security code (CVC)');
      await expect(cvc).toBeVisible();
      expect(
        await overflowPast(page, '.bk-card-form input[autocomplete="cc-csc"]', '.bk-card-form'),
      ).toBeLessThanOrEqual(0);
      // Its label is all there: not wider than the space it is given.
      const label = page.locator('.bk-card-form label', { hasText: 'Security code (CVC)' });
      const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(cut).toBe(false);
      expect(await overflowPast(page, '.bk-card-form', 'main')).toBeLessThanOrEqual(0);
    });

    test('a signed-in customer has one navigation on a phone, the menu and top bar on a desktop', async ({
      page,
      request,
    }) => {
      await signedInAs(page, request, 'user');
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
      const accountMenu = page.getByRole('navigation', { name: 'Account menu' });
      const bar = page.getByRole('navigation', { name: 'Shortcuts' });
      if (size.name === 'phone') {
        await expect(bar).toBeVisible();
        await expect(accountMenu).toBeHidden();
        await page.getByRole('button', { name: 'Open menu' }).click();
        const main = page.getByRole('navigation', { name: 'Main' });
        await expect(main.getByRole('link', { name: 'Support' })).toBeVisible();
        // The bar's Profile alone, not the menu strip's or the top bar's too.
        await expect(
          page.getByRole('link', { name: 'Profile', exact: true }).filter({ visible: true }),
        ).toHaveCount(1);
      } else {
        await expect(accountMenu).toBeVisible();
        await expect(bar).toBeHidden();
        // The top bar keeps its own links; Support is the menu's alone.
        const main = page.getByRole('navigation', { name: 'Main' });
        await expect(main.getByRole('link', { name: 'Support' })).toBeHidden();
        await expect(accountMenu.getByRole('link', { name: 'Support' })).toBeVisible();
      }
    });

    test('a service tile on the home page opens the booking for its category', async ({ page, request }) => {
      await signedInAs(page, request, 'user');
      await page.goto('/');
      const featured = page.getByRole('region', { name: 'Featured services' });
      // The tile's whole surface is the link: a tap on its description opens it too.
      await featured.locator('.service-tile', { hasText: 'Cleaning' }).click();
      await expect(page).toHaveURL('/service/location?category=Cleaning');
      await expect(page.getByText('Booking: Cleaning')).toBeVisible();
      await page.goto('/services');
      await page.getByRole('link', { name: 'Book a Plumbing Pro' }).click();
      await expect(page.getByText('Booking: Plumbing')).toBeVisible();
    });

    test('an order offers only what makes sense before its provider and its day', async ({
      page,
      request,
    }) => {
      const { token } = await signedInAs(page, request, 'user');
      // A published job with no provider yet: nobody to chat to, no initials drawn.
      const published = await book(page, token, londonDateIn(3), 'BID');
      await page.goto(`/details/${published}`);
      const party = page.getByRole('region', { name: 'Provider' });
      await expect(party.getByText('Not assigned yet')).toBeVisible();
      await expect(party.locator('img')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Chat Provider' })).toHaveCount(0);
      // Its bids are counted, and the way back to them resumes the same request on negotiate.
      await expect(party.getByText('No bids yet')).toBeVisible();
      await party.getByRole('button', { name: 'See bids' }).click();
      await expect(page).toHaveURL('/service/negotiate');
      await expect(page.getByText('Please wait while we find providers for your job')).toBeVisible();

      // Paid, three days ahead: held, not completed, and not to be started yet.
      const ahead = await book(page, token, londonDateIn(3));
      await payWithSandboxCard(request, token, ahead);
      await page.goto(`/details/${ahead}`);
      const facts = page.getByRole('region', { name: 'Deep clean' });
      await expect(facts.getByText('Secured: funds will be released after job completion')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start Order' })).toHaveCount(0);
      await expect(
        page.getByText(/^You can start this order on \d{1,2} \w+ \d{4}, the day of the job\.$/),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Chat Provider' })).toBeVisible();
    });
  });
}
