// In the browser: the price a customer sees first (the provider's card) is the payment page's total and the
// amount held on their card, with the breakdown naming no added fee; every page's footer carries the
// company's trading details; /complaints names the ADR body, and a complaint an operator closes unsettled
// mails the customer that body.
import { expect, type Page, test } from '@playwright/test';
import { demoOperator, signedInAs } from '../support/accounts';
import { fillStreet } from '../support/address';
import { openSupportCase } from '../support/chat';
import { answerDialogs, apiAs, askToStartWithin14Days, isoDateIn } from './orders-support';

// Demo mode's trading details (packages/server/src/env.ts, demoCompany).
const company = {
  name: 'Callout Ltd',
  number: '15834012',
  address: '20 Example Street, London EC2A 4NE, United Kingdom',
  adrBody: 'Example Dispute Resolution Service',
  adrUrl: 'https://adr.example.org.uk',
};

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function expectTradingDetails(page: Page) {
  const footer = page.locator('footer');
  await expect(
    footer.getByText(`${company.name} · Registered in England and Wales, company number ${company.number}`),
  ).toBeVisible();
  await expect(footer.getByText(`Registered office: ${company.address}`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Complaints' })).toHaveAttribute('href', '/complaints');
}

test("the first price shown is the payment page's total and the amount held", async ({ page, request }) => {
  answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');

  await page.goto('/service/location');
  await page.getByRole('combobox', { name: 'Postcode' }).fill('SW1A 1AA');
  await page.getByRole('option', { name: /SW1A 1AA/ }).click();
  await fillStreet(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: /^Cleaning/ }).click();
  await page.getByRole('button', { name: /^Domestic/ }).click();
  await page.getByRole('button', { name: /^Deep clean/ }).click();
  await expect(page).toHaveURL('/service/providers');
  await expectTradingDetails(page);

  // The price on the provider's card: the first price the customer sees for this provider.
  // Today: a job can be started from its day on, and this one is started and ended at once.
  await page.getByLabel('Date for the order').fill(isoDateIn(0));
  const card = page.locator('li.bk-provider', { has: page.getByRole('heading', { name: 'Amara Okafor' }) });
  const firstPrice = (await card.locator('.bk-provider__price').textContent())?.trim() ?? '';
  expect(firstPrice).toMatch(/^£\d[\d,]*\.\d{2}$/);

  await card.getByRole('button', { name: 'Choose Amara Okafor' }).click();
  await page.getByRole('button', { name: 'Request provider' }).click();
  await expect(page).toHaveURL('/service/negotiate');
  await page
    .getByRole('complementary', { name: 'Your provider' })
    .getByRole('button', { name: 'Order' })
    .click();
  await expect(page).toHaveURL(/\/service\/payments\/[^/]+$/);
  const orderId = page.url().split('/').pop() ?? '';

  // The payment page: the breakdown (service price, no fee, total) and the total on the card form.
  const summary = page.getByRole('region', { name: 'Your booking' });
  const fact = (term: string) => summary.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  await expect(fact('Service price')).toHaveText(`${firstPrice} per job`);
  await expect(fact('Booking fee')).toHaveText('None');
  // Nothing charged beside the price: the rows add up to the total.
  await expect(summary.getByText('Charged for this order')).toHaveCount(0);
  await expect(fact('Total')).toHaveText(firstPrice);
  await expect(summary).toContainText('Callout adds no booking or service fee');
  await expect(page.getByText(`Order total: ${firstPrice}`)).toBeVisible();
  await expectTradingDetails(page);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await askToStartWithin14Days(page);
  await page.getByRole('button', { name: `Pay ${firstPrice}` }).click();
  await expect(page).toHaveURL(`/service/orderconfirmation/${orderId}`);
  await expect(
    page.locator('#main').getByText('Payment secured! Funds will be released after job completion'),
  ).toBeVisible();
  // The page tells the server of the payment as it opens; the job can start once the server has it.
  await expect(page.getByText('Your order is confirmed.')).toBeVisible();

  // What was held on the card: the job ends, the hold is captured whole and the receipt says how much.
  const customer = apiAs(request, 'user', token);
  for (const action of ['startorder', 'endorder']) {
    const done = await customer.get(action, { orderid: orderId });
    expect(done.body.success, done.body.message).toBe(true);
  }
  const receipt = await request.get(`/api/receipt?orderid=${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const paid = ((await receipt.json()) as { data: { Amount: number } }).data.Amount;
  expect(`£${paid.toFixed(2)}`).toBe(firstPrice.replace(/,/g, ''));
});

test('/complaints names the ADR body, and a complaint closed unsettled mails it to the customer', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/complaints');
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  await expect(page.getByText(`Our alternative dispute resolution body: ${company.adrBody}`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Visit ${company.adrBody}` })).toHaveAttribute(
    'href',
    company.adrUrl,
  );
  await expectTradingDetails(page);

  const { account, token } = await signedInAs(page, request, 'user');
  const caseId = await openSupportCase(request, token, 'Complaint: the job was not finished');

  const operator = await browser.newPage();
  await operator.goto(`/ops/login?next=${encodeURIComponent(`/ops/support/${caseId}`)}`);
  await operator.getByRole('textbox', { name: 'Email address' }).fill(demoOperator.email);
  await operator.getByLabel('Password').fill(demoOperator.password);
  await operator.getByRole('button', { name: 'Login' }).click();
  await expect(operator).toHaveURL(`/ops/support/${caseId}`);
  await operator.getByRole('button', { name: 'Close: complaint not settled' }).click();
  await expect(
    operator.getByText('The case is closed. The customer has been mailed the dispute resolution body.'),
  ).toBeVisible();
  await operator.close();

  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox.json')).json()) as OutboxMail[];
      mail = mails.find((m) => m.to === account.email && m.subject.includes(caseId));
      return mail?.subject;
    })
    .toBe(`Callout support: your complaint ${caseId}`);
  expect(mail?.text).toContain(`${company.adrBody}, ${company.adrUrl}`);
  expect(mail?.text).toContain(`Registered office: ${company.address}`);
});
