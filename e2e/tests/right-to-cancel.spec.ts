// The 14-day right to cancel in the browser. (a) A job booked for inside the 14 days: the payment page
// states the right, refuses to take the card until the customer asks expressly for the work to start then,
// and the request is kept with the order (the confirmation mail and, once paid, the receipt say when).
// (b) A booking inside the 14 days, paid without that request and not started, is cancelled for nothing:
// the hold on the card is released.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import {
  answerDialogs,
  apiAs,
  payWithSandboxCard,
  requestService,
  services,
  startRequestBox,
} from './orders-support';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

// On a phone and on a desktop: the notice and its box sit above the card form at both widths.
const widths = [
  { label: '390 px', viewport: { width: 390, height: 844 } },
  { label: '1366 px', viewport: { width: 1366, height: 900 } },
];

for (const { label, viewport } of widths) {
  test.describe(label, () => {
    test.use({ viewport });

    test('a job inside the 14 days is paid only with the express request, which is kept with the order', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      answerDialogs(page);
      const { account, token } = await signedInAs(page, request, 'user');
      const customer = apiAs(request, 'user', token);
      // Deep clean, PER JOB, booked for today: well inside the 14 days.
      const orderId = await requestService(request, token, services.deepClean);

      await page.goto(`/service/payments/${orderId}`);
      const right = page.getByRole('region', { name: 'Your right to cancel' });
      await expect(right).toContainText('You may cancel this booking within 14 days, until');
      await expect(right).toContainText('pay nothing while the work has not started');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
      await page.getByLabel('Security code (CVC)').fill('123');

      // Without the express request the card is not taken, and the page says why.
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Your job is within 14 days: please tick the box to ask for the work to start then, or choose a later date.',
      );
      await expect(startRequestBox(page)).toBeFocused();
      await expect(page).toHaveURL(`/service/payments/${orderId}`);
      const unpaid = await customer.get('paymentintent', { orderid: orderId });
      expect(unpaid.body.data).toMatchObject({
        CancelRight: { StartsWithinPeriod: true, StartRequestedAt: null },
      });

      await startRequestBox(page).check();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page).toHaveURL(`/service/orderconfirmation/${orderId}`);
      await expect(page.getByText('Your order is confirmed.')).toBeVisible();

      // Kept with the order: the confirmation mail tells it.
      await expect
        .poll(async () => {
          const mails = (await (await request.get('/dev/mailbox.json')).json()) as Mail[];
          return (
            mails.find((m) => m.to === account.email && m.subject.startsWith('Booking confirmed'))?.text ?? ''
          );
        })
        .toContain('You asked for the work to start within those 14 days');

      // And with its time: the receipt, once the job is done and paid, says when it was asked.
      await expect(page).toHaveURL(`/details/${orderId}`, { timeout: 10_000 });
      const actions = page.getByRole('region', { name: 'Order actions' });
      await actions.getByRole('button', { name: 'Start Order' }).click();
      await expect(fact(page, 'Status')).toHaveText('IN-PROGRESS');
      await actions.getByRole('button', { name: 'End Order' }).click();
      await expect(fact(page, 'Status')).toHaveText('COMPLETED');
      await page.goto(`/orders/${orderId}/receipt`);
      await expect(fact(page, 'Right to cancel')).toContainText('14 days, until');
      await expect(fact(page, 'Right to cancel')).toContainText(
        'You asked for the work to start within them on',
      );
    });

    test('a booking inside the 14 days, not started and without the express request, is cancelled for nothing', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      answerDialogs(page);
      const { token } = await signedInAs(page, request, 'user');
      const customer = apiAs(request, 'user', token);
      const orderId = await requestService(request, token, services.deepClean);
      // Paid through the documented call without the optional request (startnow left out).
      await payWithSandboxCard(request, token, orderId);

      await page.goto(`/details/${orderId}`);
      await expect(fact(page, 'Status')).not.toHaveText('IN-PROGRESS');
      const actions = page.getByRole('region', { name: 'Order actions' });
      await actions.getByRole('button', { name: 'Cancel Order' }).click();
      const confirmation = page.getByRole('dialog', { name: 'Cancel order?' });
      await expect(confirmation.getByText('Cancelling now is free.')).toBeVisible();
      const quote = await customer.get('cancelcost', { orderid: orderId });
      expect(quote.body).toMatchObject({ success: true, data: { Cost: 0 } });

      await confirmation.getByRole('button', { name: 'Yes, cancel order' }).click();
      await expect(page.getByText('Order cancelled. The hold on your card has been released.')).toBeVisible();
      await expect(fact(page, 'Status')).toHaveText('CANCELLED');
      await expect(fact(page, 'Payment status')).toHaveText('RELEASED');
      await expect(page.locator('dt', { hasText: /^Cancellation charge$/ })).toHaveCount(0);
    });
  });
}
