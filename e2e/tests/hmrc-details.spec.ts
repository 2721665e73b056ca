// HMRC digital platform reporting, end to end, on a server of its own (its ledger is dated into last year
// while it is stopped): a customer's Leak repair from James Whitfield is paid and done, and its payout
// credited last year. James opens Tax details for HMRC from his profile, gives his details as an individual
// (a National Insurance number in the wrong form first, refused at its field), and sees them given and
// waiting for a check. An operator verifies them in the console and produces last year's report. James is
// mailed his statement, and his statement page shows what was reported.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { demoOperator, loginToken, storeSession } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { movePayoutsTo } from '../support/ledger-year';
import { type RunningServer, startServer } from '../support/server';
import { completedOrderOf, services } from './orders-support';

const port = Number(process.env.E2E_PORT ?? 8181) + 81;
const baseURL = `http://localhost:${port}`;
const james = { email: 'james.whitfield@example.com', password: 'Provider#2025' };
const lastYear = new Date().getFullYear() - 1;
let server: RunningServer | undefined;

test.use({ baseURL });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'callout-hmrc-data-'));
  const env = { DATA_DIR: dataDir, PLATFORM_FEE_PERCENT: '10' };
  server = await startServer(port, env);
  const request = await playwright.request.newContext({ baseURL });
  // A customer's Leak repair from James, paid and done: its payout is credited to him now.
  const { orderId } = await completedOrderOf(request, 'hmrc', services.leakRepair);
  await request.dispose();
  // The report covers a whole year that has ended: the payout is dated into last year's second quarter.
  await server.stop();
  expect(movePayoutsTo(dataDir, `${lastYear}-05-15`, [orderId])).toBe(1);
  server = await startServer(port, env);
});

test.afterAll(async () => {
  await server?.stop();
});

async function signInOperator(page: Page) {
  await page.goto('/ops/login');
  await page.getByLabel('Email address').fill(demoOperator.email);
  await page.getByLabel('Password').fill(demoOperator.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/ops$/);
}

test('a provider gives their details for HMRC, an operator verifies them and reports the year, the provider sees the statement', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const jamesToken = await loginToken(request, { role: 'provider', phone: '', ...james });
  await storeSession(page, jamesToken, 'provider');

  // From the profile to the details, missing so far.
  await page.goto('/provider/profile');
  await page.getByRole('link', { name: 'Tax details for HMRC', exact: true }).click();
  await expect(page).toHaveURL(/\/provider\/taxdetails$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax details for HMRC' })).toBeVisible();
  await expect(page.getByTestId('tax-status')).toHaveText('Missing');

  await page.getByRole('radio', { name: 'An individual' }).check();
  await page.getByRole('textbox', { name: 'First name' }).fill('James');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Whitfield');
  await page.getByLabel('Date of birth').fill('1980-04-12');
  const nino = page.getByRole('textbox', { name: 'National Insurance number' });
  await nino.fill('AB 12 34');
  await page.getByRole('textbox', { name: 'Main address' }).fill('12 Canal Street, Manchester M1 3HE');
  await page.getByRole('button', { name: 'Save my details' }).click();
  // Refused at its field; nothing typed is lost.
  await expect(nino).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Please enter a valid National Insurance number, like QQ 12 34 56 C.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('James');
  await expectAccessible(page, 'the tax details form with a refused number');

  await nino.fill('AB 12 34 56 C');
  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByTestId('tax-status')).toHaveText('Given, waiting for a check');

  // The operator verifies them in the console and produces last year's report.
  const opsContext = await browser.newContext({ baseURL });
  const ops = await opsContext.newPage();
  await signInOperator(ops);
  await ops.goto('/ops/hmrc');
  await expect(ops.getByRole('heading', { level: 1, name: 'HMRC reporting' })).toBeVisible();
  const row = ops.getByRole('row').filter({ hasText: 'AB123456C' });
  await row.getByRole('button', { name: /^Verify the details of / }).click();
  await expect(ops.getByText('The details are marked verified.')).toBeVisible();
  await expect(ops.getByRole('row').filter({ hasText: 'AB123456C' })).toHaveCount(0);
  await expectAccessible(ops, 'the HMRC reporting section');

  await ops.getByRole('textbox', { name: 'Calendar year' }).fill(String(lastYear));
  await ops.getByRole('button', { name: 'Produce the report' }).click();
  await expect(ops.getByText(`The report for ${lastYear}: 1 seller`, { exact: true })).toBeVisible();
  const download = ops.getByRole('link', { name: /^Download hmrc-dpi-/ });
  await expect(download).toHaveAttribute('download', new RegExp(`^hmrc-dpi-${lastYear}-.+\\.xml$`));
  await opsContext.close();

  // James is mailed his statement, once.
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox.json')).json()) as Array<{
        to: string;
        subject: string;
      }>;
      return mails.filter((mail) => mail.to === james.email && mail.subject.includes('statement for HMRC'));
    })
    .toEqual([expect.objectContaining({ subject: `Your Callout statement for HMRC: ${lastYear}` })]);

  // His details are verified, and his statement shows the quarter the payout was credited in.
  await page.reload();
  await expect(page.getByTestId('tax-status')).toHaveText('Verified');
  await page.getByRole('link', { name: 'What we reported to HMRC about you' }).click();
  await expect(page.getByRole('heading', { name: `Reported to HMRC for ${lastYear}` })).toBeVisible();
  await expect(page.getByText('AB123456C')).toBeVisible();
  const q2 = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Q2', exact: true }) });
  await expect(q2.getByRole('cell').last()).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page, 'the statement for HMRC');
});
