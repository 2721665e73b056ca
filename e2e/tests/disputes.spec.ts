// In the browser: a customer's completed order, paid with the sandbox's 4242 card; the customer reports a
// problem with two photos from the order page, which holds the provider's payout (the weekly batch skips
// it); an operator opens it in the console beside the photos and decides a partial refund; the customer
// then sees the decision and the refund, the provider their reduced payout, and both are mailed. The new
// screens are checked with axe.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { operatorToken, signedInAs, storeSession } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import {
  answerDialogs,
  apiAs,
  demoProvider,
  loginDemoProvider,
  payWithSandboxCard,
  requestService,
  services,
} from './orders-support';

test.use({ serviceWorkers: 'block' });

// A real picture (one pixel) the server accepts, sent as two photos of the problem.
const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const mails = async (request: APIRequestContext) =>
  (await (await request.get('/dev/mailbox.json')).json()) as Mail[];

/** The value shown for a term of a facts list in `region`. */
const fact = (page: Page, region: string, term: string) =>
  page
    .getByRole('region', { name: region })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

// Both widths, each with an order of its own.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a problem with photos holds the payout, and the operator’s partial refund reaches both sides', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      answerDialogs(page);
      const { account, token } = await signedInAs(page, request, 'user');
      const customer = apiAs(request, 'user', token);
      const orderId = await requestService(request, token, services.deepClean);
      await payWithSandboxCard(request, token, orderId);
      expect((await customer.get('startorder', { orderid: orderId })).body.success).toBe(true);
      expect((await customer.get('endorder', { orderid: orderId })).body.success).toBe(true);

      // The customer reports the problem from the order page, with two photos.
      await page.goto(`/details/${orderId}`);
      const problem = page.getByRole('region', { name: 'Report a problem' });
      await problem.getByRole('button', { name: 'Report a problem' }).click();
      await problem.getByLabel('What went wrong').selectOption({ label: 'The work was poor' });
      await problem.getByLabel('Describe the problem').fill('The oven was not cleaned at all.');
      await problem.getByLabel('Photos (up to 5)').setInputFiles([
        { name: 'oven.png', mimeType: 'image/png', buffer: pixelPng },
        { name: 'hob.png', mimeType: 'image/png', buffer: pixelPng },
      ]);
      await problem.getByRole('button', { name: 'Send report' }).click();
      const reported = page.getByRole('region', { name: 'Problem with this order' });
      await expect(reported.getByText('Open: we are looking into it')).toBeVisible();
      await expect(reported.getByRole('img', { name: /^Photo \d of the problem$/ })).toHaveCount(2);
      // Nothing of the section runs off a phone's screen.
      const box = await reported.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      await expectAccessible(page, 'the customer’s order page with a reported problem');

      // Held: the weekly batch leaves it, and the provider sees it held.
      const opsToken = await operatorToken(request);
      const batch = await request.post('/api/ops/payouts/weekly', {
        headers: { Authorization: `Bearer ${opsToken}` },
      });
      expect(((await batch.json()) as { data: { Held: number } }).data.Held).toBeGreaterThanOrEqual(1);
      const providerToken = await loginDemoProvider(request);
      const providerView = await apiAs(request, 'provider', providerToken).get('orderdispute', {
        orderid: orderId,
      });
      expect(providerView.body.data).toMatchObject({
        Dispute: { Status: 'OPEN', Payout: { Held: true, Transferred: 0 } },
      });
      const gross = (providerView.body.data as { Dispute: { Refundable: number } }).Dispute.Refundable;
      const payoutBefore = (providerView.body.data as { Dispute: { Payout: { Amount: number } } }).Dispute
        .Payout.Amount;

      // The operator decides a £10.00 refund beside the photos, the provider's share taken back.
      const consoleContext = await browser.newContext({ serviceWorkers: 'block', viewport });
      const consolePage = await consoleContext.newPage();
      await storeSession(consolePage, opsToken, 'operator');
      await consolePage.goto('/ops/disputes');
      const card = consolePage.getByRole('article').filter({ hasText: orderId });
      await card.getByRole('button', { name: 'Open' }).click();
      await expect(card.getByRole('img', { name: /^Photo \d from the customer$/ })).toHaveCount(2);
      await expect(card.getByText(/held/)).toBeVisible();
      await expectAccessible(consolePage, 'the console’s reported problem');
      await card.getByRole('radio', { name: 'Partial refund' }).check();
      await card.getByLabel('Refund amount (£)').fill('10.00');
      await card.getByLabel('Reason').fill('The photos show the oven was missed.');
      await card.getByRole('button', { name: 'Decide' }).click();
      await expect(consolePage.getByText('Decision made. Both sides have been told.')).toBeVisible();
      await consoleContext.close();

      // The customer: the decision and the refund on the order page, and the mails.
      await page.reload();
      const decided = page.getByRole('region', { name: 'Problem with this order' });
      await expect(decided.getByText('Decided by Callout')).toBeVisible();
      await expect(decided.getByText('A partial refund of £10.00')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Refunds' }).getByRole('listitem')).toHaveText(
        /^Refunded £10\.00 on /,
      );
      await expect
        .poll(async () =>
          (await mails(request))
            .filter((mail) => mail.to === account.email && mail.subject.startsWith('Callout: '))
            .filter((mail) => mail.subject.includes(orderId))
            .map((mail) => mail.subject)
            .sort(),
        )
        .toEqual(
          [
            `Callout: £10.00 refunded for order ${orderId}`,
            `Callout: the problem with order ${orderId} is settled`,
          ].sort(),
        );
      const providerMail = (await mails(request)).find(
        (mail) =>
          mail.to === demoProvider.email &&
          mail.subject === `Callout: the problem with order ${orderId} is settled`,
      );
      expect(providerMail?.text).toContain('Your share of the refund is taken from your payout for it');

      // The provider: their payout less their share of the £10.00, no longer held.
      const providerContext = await browser.newContext({ serviceWorkers: 'block', viewport });
      const providerPage = await providerContext.newPage();
      await storeSession(providerPage, providerToken, 'provider');
      await providerPage.goto(`/provider/details/${orderId}`);
      const share = Math.round((payoutBefore * 1000) / gross) / 100;
      const pounds = (amount: number) => `£${amount.toFixed(2)}`;
      await expect(fact(providerPage, 'Your payout', 'Your payout')).toHaveText(pounds(payoutBefore - share));
      const settledView = providerPage.getByRole('region', { name: 'Problem with this order' });
      await expect(settledView.getByText('Decided by Callout')).toBeVisible();
      await expectAccessible(providerPage, 'the provider’s order page with a decided problem');
      await providerContext.close();
    });
  });
}
