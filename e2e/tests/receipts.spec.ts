// In the browser: a PER JOB order paid with the test card 4242 4242 4242 4242, started and
// ended, mails the customer a receipt (read from the demo outbox), and the order page's Receipt link opens
// the printable receipt with the amount and the card, which prints without the site's header and menus.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { expectAccessible, settled } from '../support/axe';
import { apiAs, payWithSandboxCard, requestService, services } from './orders-support';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The value shown for a term of the receipt's facts. */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test('a captured payment is mailed as a receipt and shown on a printable receipt page', async ({
  page,
  request,
}) => {
  const { account, token } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, token, services.leakRepair);
  await payWithSandboxCard(request, token, orderId);
  const customer = apiAs(request, 'user', token);
  for (const action of ['startorder', 'endorder']) {
    const done = await customer.get(action, { orderid: orderId });
    expect(done.body.success, done.body.message).toBe(true);
  }

  // The receipt is in the outbox, once.
  let receipts: OutboxMail[] = [];
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox.json')).json()) as OutboxMail[];
      receipts = mails.filter((mail) => mail.to === account.email && mail.subject.includes('receipt'));
      return receipts.length;
    })
    .toBe(1);
  const [mail] = receipts;
  expect(mail?.subject).toBe(`Your Callout receipt for order ${orderId}`);
  expect(mail?.text).toContain(`Order number: ${orderId}`);
  expect(mail?.text).toContain('Service: Leak repair');
  expect(mail?.text).toContain('Paid with: Visa ending 4242');
  expect(mail?.text).toMatch(/Amount paid: £\d+\.\d{2}/);
  expect(mail?.text).toMatch(/company number \d+/);
  expect(mail?.text).toContain('Registered office:');
  const amount = /Amount paid: (£\d+\.\d{2})/.exec(mail?.text ?? '')?.[1] ?? '';

  // The order page links to the receipt page, which shows the same.
  await page.goto(`/details/${orderId}`);
  await page.getByRole('link', { name: 'Receipt', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/receipt$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page).toHaveTitle(/^Receipt · Callout/);
  await expect(fact(page, 'Order number')).toHaveText(orderId);
  await expect(fact(page, 'Service')).toHaveText('Leak repair');
  await expect(fact(page, 'Amount paid')).toHaveText(amount);
  await expect(fact(page, 'Paid with')).toHaveText('Visa ending 4242');
  const main = page.locator('main');
  await expect(main.getByText(/Registered in England and Wales, company number \d+/)).toBeVisible();
  await expect(main.getByText(/Registered office: /)).toBeVisible();
  const print = page.getByRole('button', { name: 'Print' });
  await expect(print).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'the receipt page');

  // On paper: the receipt alone, without the site's header, menus, footer or the page's buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.top-bar')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  const navs = page.locator('nav');
  expect(await navs.count()).toBeGreaterThan(0);
  for (const nav of await navs.all()) await expect(nav).toBeHidden();
  await expect(print).toBeHidden();
  await expect(fact(page, 'Paid with')).toHaveText('Visa ending 4242');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.top-bar')).toBeVisible();
});
