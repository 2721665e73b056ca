// The location step's address lines: after the postcode, the house number and street is
// required; the town comes from the postcode.
import type { Page } from '@playwright/test';

export const streetLabel = 'House number and street';

/** Types the house number and street of a picked postcode's address. */
export async function fillStreet(page: Page, street = '10 Downing Street'): Promise<void> {
  await page.getByRole('textbox', { name: streetLabel }).fill(street);
}

/** Opens the location step, picks the demo postcode SW1A 1AA, types the street and proceeds. */
export async function giveDemoLocation(page: Page): Promise<void> {
  await page.goto('/service/location');
  await page.getByRole('combobox', { name: 'Postcode' }).fill('SW1A 1AA');
  await page
    .getByRole('option', { name: /SW1A 1AA/ })
    .first()
    .click();
  await fillStreet(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
}
