// Route error: a page whose address the server refuses shows the generic error page with
// the status, the status text and the server's message.
import { expect, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';

test("an order that is not the customer's, or no order at all, gets the route error page", async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'user');
  await page.goto('/details/ORD-NOTMINE00');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('404 Not Found', { exact: true })).toBeVisible();
  await expect(page.getByText('We could not find this order on your account.')).toBeVisible();

  await page.goto('/details/not%20an%20id');
  await expect(page.getByText('400 Bad Request', { exact: true })).toBeVisible();
  await expect(page.getByText('The reference is missing or not valid.')).toBeVisible();

  // The rest of the app still works: the error goes with the address.
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Trusted Service Providers Near You' }),
  ).toBeVisible();
});
