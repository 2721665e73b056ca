// Full addresses: the location step asks for the house number and street after the postcode and
// refuses an empty one with a clear message; the provider sees only the postcode district until the order
// is paid, then the full address.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs, storeSession } from '../support/accounts';
import { readDraft } from '../support/booking-draft';
import {
  answerDialogs,
  askToStartWithin14Days,
  demoProvider,
  isoDateIn,
  loginDemoProvider,
} from './orders-support';

const fullAddress = 'Flat 1, 10 Downing Street, London';

async function payWithCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await askToStartWithin14Days(page);
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('the address step refuses an empty street; the provider sees the door only once paid', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  answerDialogs(page);
  await signedInAs(page, request, 'user');

  await page.goto('/service/location');
  await page.getByRole('combobox', { name: 'Postcode' }).fill('SW1A 2AA');
  await page.getByRole('option', { name: /SW1A 2AA/ }).click();
  const street = page.getByRole('textbox', { name: 'House number and street' });
  // The town comes from the postcode; the street is left empty.
  await expect(page.getByRole('textbox', { name: 'Town or city' })).toHaveValue('London');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Enter the house number and street.')).toBeVisible();
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expect(street).toBeFocused();
  await expect(page).toHaveURL('/service/location');

  await street.fill('10 Downing Street');
  await page.getByRole('textbox', { name: 'Flat or unit (optional)' }).fill('Flat 1');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL('/service/category');
  expect(await readDraft(page)).toMatchObject({
    ZipCode: 'SW1A 2AA',
    Address: fullAddress,
    AddressLine1: '10 Downing Street',
    AddressLine2: 'Flat 1',
    Town: 'London',
  });
  // Kept across a reload: the location step shows what was typed.
  await page.goto('/service/location');
  await expect(street).toHaveValue('10 Downing Street');
  await page.goto('/service/category');

  await page.getByRole('button', { name: /^Cleaning/ }).click();
  await page.getByRole('button', { name: /^Domestic/ }).click();
  await page.getByRole('button', { name: /^Deep clean/ }).click();
  await expect(page).toHaveURL('/service/providers');
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
  await page.getByRole('button', { name: `Choose ${demoProvider.name}` }).click();
  await page.getByRole('button', { name: 'Request provider' }).click();
  await expect(page).toHaveURL('/service/negotiate');
  await expect.poll(async () => (await readDraft(page))?.Order).toBeTruthy();
  const orderId = String((await readDraft(page))?.Order);

  // Before payment the provider sees only the district.
  const context = await browser.newContext();
  const providerPage = await context.newPage();
  await storeSession(providerPage, await loginDemoProvider(request), 'provider');
  await providerPage.goto(`/provider/details/${orderId}`);
  const where = providerPage.getByRole('region', { name: 'Job location' });
  await expect(where.getByText('SW1A', { exact: true })).toBeVisible();
  await expect(where.getByText('London SW1A', { exact: true })).toBeVisible();
  await expect(where).not.toContainText('Downing');
  await expect(where).not.toContainText('2AA');

  // The customer pays; now the provider sees the full address.
  await page
    .getByRole('complementary', { name: 'Your provider' })
    .getByRole('button', { name: 'Order' })
    .click();
  await expect(page).toHaveURL(`/service/payments/${orderId}`);
  await payWithCard(page);
  await expect(page).toHaveURL(`/service/orderconfirmation/${orderId}`);

  await providerPage.reload();
  await expect(where.getByText(fullAddress, { exact: true })).toBeVisible();
  await expect(where.getByText('SW1A 2AA', { exact: true })).toBeVisible();
  // The customer always sees their own full address.
  await page.goto(`/details/${orderId}`);
  await expect(page.getByRole('region', { name: 'Job location' }).getByText(fullAddress)).toBeVisible();
  await context.close();
});
