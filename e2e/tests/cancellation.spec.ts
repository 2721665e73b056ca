// In the browser: a customer who cancels a PER JOB job in progress sees what it costs
// ("Cancelling now costs £X.XX", the figure the server then charges) before confirming, and the cancelled
// order shows the charge. Before the job starts the same confirmation says cancelling is free.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { answerDialogs, apiAs, askToStartWithin14Days, requestService, services } from './orders-support';

const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await askToStartWithin14Days(page);
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a customer cancelling a PER JOB job in progress sees the fee before confirming, then is charged it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dialogs = answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');
  const customer = apiAs(request, 'user', token);
  // Deep clean: £180.00 PER JOB; the late cancellation fee is 25% by default.
  const orderId = await requestService(request, token, services.deepClean);

  await page.goto(`/service/payments/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(
    page.locator('#main').getByText('Payment secured! Funds will be released after job completion'),
  ).toBeVisible();
  await expect(page).toHaveURL(`/details/${orderId}`, { timeout: 10_000 });

  // Before the job starts, cancelling is free; keeping the order changes nothing.
  const actions = page.getByRole('region', { name: 'Order actions' });
  await actions.getByRole('button', { name: 'Cancel Order' }).click();
  let confirmation = page.getByRole('dialog', { name: 'Cancel order?' });
  await expect(confirmation.getByText('Cancelling now is free.')).toBeVisible();
  await expect(confirmation.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirmation).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Cancel Order' })).toBeFocused();

  await actions.getByRole('button', { name: 'Start Order' }).click();
  expect(dialogs).toContain('Start order? Ensure provider is available to begin delivering job');
  await expect(fact(page, 'Status')).toHaveText('IN-PROGRESS');

  // In progress: the confirmation shows the fee, the same figure the server quotes, before anything happens.
  await actions.getByRole('button', { name: 'Cancel Order' }).click();
  confirmation = page.getByRole('dialog', { name: 'Cancel order?' });
  await expect(confirmation.getByText('Cancelling now costs £45.00')).toBeVisible();
  await expect(
    // Asked on the payment page to start inside the 14 days: the part done is paid, as the policy shares it.
    confirmation.getByText(
      'You asked for the work to start within your 14 days to cancel: you pay for the part done, a share of the price under our cancellation policy.',
    ),
  ).toBeVisible();
  const quote = await customer.get('cancelcost', { orderid: orderId });
  expect(quote.body).toMatchObject({ success: true, data: { Cost: 45, Currency: 'GBP' } });
  await expect(fact(page, 'Status')).toHaveText('IN-PROGRESS');

  await confirmation.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(
    page.getByText(
      'Order cancelled. You were charged £45.00 for cancelling after the job started; the rest of your payment has been returned to your card.',
    ),
  ).toBeVisible();
  await expect(fact(page, 'Status')).toHaveText('CANCELLED');
  await expect(fact(page, 'Cancellation charge')).toHaveText('£45.00');
  await expect(fact(page, 'Payment status')).toHaveText('COMPLETED');
  await expect(actions.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  // Only the browser's own confirm for the start: the cancel was confirmed in the page's dialog.
  expect(dialogs).not.toContain('Cancel order?');
});
