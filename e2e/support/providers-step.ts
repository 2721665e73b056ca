// The booking flow up to its providers step: the job's place, then Cleaning → Domestic → Deep clean, with the
// date of tomorrow picked.
import { expect, type Page } from '@playwright/test';
import { isoDateIn } from '../tests/orders-support';
import { fillStreet } from './address';
import { settled } from './axe';

export async function toProviders(page: Page, postcode: string) {
  // The flow confirms some steps with a dialog, as the spec's client does.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/service/location');
  await page.getByRole('combobox', { name: 'Postcode' }).fill(postcode);
  await page
    .getByRole('option', { name: new RegExp(postcode) })
    .first()
    .click();
  await fillStreet(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  const steps: Array<[string, RegExp]> = [
    ['/service/category', /^Cleaning/],
    ['/service/specifics', /^Domestic/],
    ['/service/choose', /^Deep clean/],
  ];
  for (const [path, choice] of steps) {
    await expect(page).toHaveURL(path);
    await settled(page, page.getByRole('button', { name: choice }));
    await page.getByRole('button', { name: choice }).click();
  }
  await expect(page).toHaveURL('/service/providers');
  await settled(page);
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
}

/** The names on the providers list, in its order. */
export const providerNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Available providers' })
    .getByRole('heading', { level: 2 })
    .allTextContents();
