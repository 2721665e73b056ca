// In the browser: a customer pays a PER JOB order with the sandbox's 4242 card, the job is
// started and ended; an operator refunds part of it (the ops CLI, through POST /api/ops/orders/:id/refund);
// the customer is mailed and sees "Refunded £X.XX" with its date on the order page, and the provider's
// page of the same order shows their payout reduced by the refund.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs, storeSession } from '../support/accounts';
import { operatorAtWork } from '../support/operator-cli';
import {
  answerDialogs,
  apiAs,
  askToStartWithin14Days,
  loginDemoProvider,
  requestService,
  services,
} from './orders-support';

const port = Number(process.env.E2E_PORT ?? 8181) + 71;
const operatorCli = operatorAtWork('refunds', {
  email: 'rita.refunds@callout.co.uk',
  firstName: 'Rita',
  lastName: 'Refunds',
  password: 'a-long-refunds-password',
});
const { ops } = operatorCli;

test.use({ baseURL: `http://localhost:${port}`, serviceWorkers: 'block' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await operatorCli.start(port);
});

test.afterAll(async () => {
  await operatorCli.stop();
});

/** The value shown for a term of a facts list in `region`. */
const fact = (page: Page, region: string, term: string) =>
  page
    .getByRole('region', { name: region })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('an operator’s partial refund shows to the customer and in the provider’s payout', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  answerDialogs(page);
  const { account, token } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, token, services.deepClean);

  // Paid on the payment page with the sandbox's test card: the funds are held.
  await page.goto(`/service/payments/${orderId}`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await askToStartWithin14Days(page);
  const pay = page.getByRole('button', { name: /^Pay / });
  const price = Number((await pay.textContent())?.replace(/[^\d.]/g, ''));
  expect(price).toBeGreaterThan(10);
  await pay.click();
  await expect(page).toHaveURL(`/details/${orderId}`, { timeout: 15_000 });

  // Started and ended: the capture settles the provider's payout.
  await page.getByRole('button', { name: 'Start Order' }).click();
  await page.getByRole('button', { name: 'End Order' }).click();
  await expect(page.getByRole('button', { name: 'Reorder' })).toBeVisible();
  expect((await apiAs(request, 'user', token).get('orderdetails', { orderid: orderId })).body).toMatchObject({
    orderInfo: [{ OrderStatus: 'COMPLETED', PaymentStatus: 'COMPLETED' }],
  });

  // The operator refunds £10.00 of it.
  const refunded = ops(['orders:refund', orderId, '--amount', '10.00', '--reason', 'Missed the oven']);
  expect(refunded).toContain(`Refunded £10.00 on order ${orderId}.`);
  expect(refunded).toMatch(/RF-\w+ {2}DONE {2}refunded in all £10\.00/);

  // The customer: mailed, and the order page says so, with the date.
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox.json')).json()) as {
        to: string;
        subject: string;
      }[];
      return mails.find((mail) => mail.to === account.email && mail.subject.includes('refunded'))?.subject;
    })
    .toBe(`Callout: £10.00 refunded for order ${orderId}`);
  await page.reload();
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByRole('listitem')).toHaveText(
    /^Refunded £10\.00 on \d{1,2} \w{3} \d{4}, \d\d:\d\d$/,
  );
  await expect(page.getByRole('region', { name: 'Your payout' })).toHaveCount(0);

  // The provider: their page of the same order shows the payout less the refund (no platform fee here).
  const providerContext = await browser.newContext({
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'block',
  });
  const providerPage = await providerContext.newPage();
  await storeSession(providerPage, await loginDemoProvider(request), 'provider');
  await providerPage.goto(`/provider/details/${orderId}`);
  const pounds = (amount: number) => `£${amount.toFixed(2)}`;
  await expect(fact(providerPage, 'Your payout', 'Order total')).toHaveText(pounds(price));
  await expect(fact(providerPage, 'Your payout', 'Refunded to the customer')).toHaveText('£10.00');
  await expect(fact(providerPage, 'Your payout', 'Your share of refunds')).toHaveText('−£10.00');
  await expect(fact(providerPage, 'Your payout', 'Your payout')).toHaveText(pounds(price - 10));
  await expect(providerPage.getByRole('region', { name: 'Refunds' }).getByRole('listitem')).toHaveText(
    /^Refunded £10\.00 on /,
  );
  await providerContext.close();
});
