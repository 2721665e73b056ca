// The 14-day right to cancel in the browser. (a) A job booked for inside the 14 days: the payment page
// states the right, refuses to take the card until the customer asks expressly for the work to start then,
// and the request is kept with the order (the confirmation mail and, once paid, the receipt say when).
// (b) A booking inside the 14 days, paid without that request and not started, is cancelled for nothing:
// the hold on the card is released. (c) A job priced per hour, booked through the API with the express
// request and cancelled after the work began: the confirmation says the time worked is paid for, and the
// receipt says why; without the request, the same cancel costs nothing. (d) A job per hour booked in the
// app for inside the 14 days: paid only at its end, so the providers step tells the right and asks for the
// express request before the order is made; declined, the customer may leave with nothing booked or take
// the first day after the 14 days; given, it goes with the request and a cancel once started is charged.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { readDraft } from '../support/booking-draft';
import {
  answerDialogs,
  apiAs,
  demoProvider,
  londonDateIn,
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

    test('a job per hour cancelled after the work began costs the time worked only with the express request', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      answerDialogs(page);
      const { token } = await signedInAs(page, request, 'user');
      const customer = apiAs(request, 'user', token);
      // General repairs, PER HOUR, booked for today through the documented call with the optional request.
      const orderId = await requestService(request, token, services.repairs, { startnow: 'true' });

      await page.goto(`/details/${orderId}`);
      const actions = page.getByRole('region', { name: 'Order actions' });
      await actions.getByRole('button', { name: 'Start Order' }).click();
      await expect(fact(page, 'Status')).toHaveText('IN-PROGRESS');
      await actions.getByRole('button', { name: 'Cancel Order' }).click();
      const confirmation = page.getByRole('dialog', { name: 'Cancel order?' });
      await expect(confirmation.getByText(/^Cancelling now costs £\d+\.\d{2}$/)).toBeVisible();
      await expect(
        confirmation.getByText(
          'You asked for the work to start within your 14 days to cancel: you pay for the part done, the time worked so far (15 min).',
        ),
      ).toBeVisible();
      await expect(confirmation.getByText(/^Nothing has been taken from your card: you pay £/)).toBeVisible();
      const quote = await customer.get('cancelcost', { orderid: orderId });
      expect(quote.body.data).toMatchObject({
        Basis: 'time-worked',
        Quarters: 1,
        WithinRight: true,
        Paid: 0,
      });
      const charge = (quote.body.data as { Cost: number }).Cost;
      expect(charge).toBeGreaterThan(0);

      await confirmation.getByRole('button', { name: 'Yes, cancel order' }).click();
      await expect(page.getByText(/^Order cancelled\. Time worked: 15 min\. Please pay £/)).toBeVisible();
      await expect(fact(page, 'Status')).toHaveText('CANCELLED');
      // Paid through Make Payment's documented calls; the receipt says why it was charged.
      await payWithSandboxCard(request, token, orderId);
      await page.goto(`/orders/${orderId}/receipt`);
      await expect(fact(page, 'Cancellation')).toHaveText(
        `Cancelled within the 14 days after the work began at your request: £${charge.toFixed(2)} for the part done.`,
      );

      // The same job booked without the request: cancelling after the work began costs nothing.
      const free = await requestService(request, token, services.repairs);
      await page.goto(`/details/${free}`);
      await actions.getByRole('button', { name: 'Start Order' }).click();
      await expect(fact(page, 'Status')).toHaveText('IN-PROGRESS');
      await actions.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(confirmation.getByText('Cancelling now is free.')).toBeVisible();
      await expect(
        confirmation.getByText(
          'The work began within your 14 days to cancel, and you had not asked for it to start then: you pay nothing for the work done.',
        ),
      ).toBeVisible();
      await confirmation.getByRole('button', { name: 'Yes, cancel order' }).click();
      await expect(fact(page, 'Status')).toHaveText('CANCELLED');
    });

    test('booking a job per hour inside the 14 days asks for the express request before the order is made', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      answerDialogs(page);
      const { token } = await signedInAs(page, request, 'user');
      const customer = apiAs(request, 'user', token);
      await giveDemoLocation(page);
      for (const choice of [/^Cleaning/, /^Domestic/, /^Standard home clean/]) {
        await page.getByRole('button', { name: choice }).click();
      }
      await expect(page).toHaveURL('/service/providers');
      const date = page.getByLabel('Date for the order');
      // Today: a job per hour (Standard home clean) starting well inside the 14 days.
      await date.fill(londonDateIn(0));
      const right = page.getByRole('region', { name: 'Your right to cancel' });
      const londonDay = (days: number) =>
        new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
          new Date(`${londonDateIn(days)}T12:00:00Z`),
        );
      await expect(right).toContainText(
        `You may cancel this booking within 14 days, until ${londonDay(14)},`,
      );
      await page.getByRole('button', { name: `Choose ${demoProvider.name}` }).click();

      // Not asked: nothing is booked, and the page says what to do.
      await page.getByRole('button', { name: 'Request provider' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Your job is within 14 days: please tick the box to ask for the work to start then, or choose a later date.',
      );
      await expect(page).toHaveURL('/service/providers');
      expect((await readDraft(page))?.Order).toBeUndefined();

      // Declined: leaving makes no order; the choices wait in the draft for a return.
      await right.getByRole('link', { name: 'Leave without booking' }).click();
      await expect(page).toHaveURL('/dashboard');
      expect((await readDraft(page))?.Order).toBeUndefined();
      await page.goto('/service/providers');
      await expect(right).toBeVisible();

      // Declined: the first day after the 14 days is offered, and then nothing is asked.
      await right
        .getByRole('button', { name: `Choose ${londonDay(15)} instead (after the 14 days)` })
        .click();
      await expect(date).toHaveValue(londonDateIn(15));
      await expect(right).toHaveCount(0);

      // Given: today again, the box ticked, the request made with it.
      await date.fill(londonDateIn(0));
      await page.getByRole('button', { name: `Choose ${demoProvider.name}` }).click();
      await right.getByRole('checkbox', { name: /^I ask for the work to start on the booked date/ }).check();
      await page.getByRole('button', { name: 'Request provider' }).click();
      await expect(page).toHaveURL('/service/negotiate');
      await expect.poll(async () => (await readDraft(page))?.Order, { timeout: 30_000 }).toBeTruthy();
      const orderId = String((await readDraft(page))?.Order);

      // Kept with the order: once the work began, cancelling costs the time worked.
      await page.goto(`/details/${orderId}`);
      const actions = page.getByRole('region', { name: 'Order actions' });
      await actions.getByRole('button', { name: 'Start Order' }).click();
      await expect(fact(page, 'Status')).toHaveText('IN-PROGRESS');
      const quote = await customer.get('cancelcost', { orderid: orderId });
      expect(quote.body.data).toMatchObject({ Basis: 'time-worked', WithinRight: true });
      await actions.getByRole('button', { name: 'Cancel Order' }).click();
      const confirmation = page.getByRole('dialog', { name: 'Cancel order?' });
      await expect(
        confirmation.getByText(
          /^You asked for the work to start within your 14 days to cancel: you pay for the part done/,
        ),
      ).toBeVisible();
      await confirmation.getByRole('button', { name: 'Yes, cancel order' }).click();
      await expect(fact(page, 'Status')).toHaveText('CANCELLED');
    });
  });
}
