// The calendars: a provider opens the Calendar feed section of Settings, takes the address, and the feed
// (read without a session, as a calendar app reads it) holds their new job; Renew address makes the old
// address a 404 at once. A customer downloads their order's calendar file from the order page.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signedInAs, storeSession } from '../support/accounts';
import { expectAccessibleInBothThemes } from '../support/axe';
import { answerDialogs, loginDemoProvider, requestService, services } from './orders-support';

test('a provider subscribes to their calendar feed and renews it; a customer adds an order to their calendar', async ({
  browser,
  page,
  request,
}) => {
  const { token: customerToken } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, customerToken, services.deepClean);

  const providerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const providerPage = await providerContext.newPage();
  await storeSession(providerPage, await loginDemoProvider(request), 'provider');
  const dialogs = answerDialogs(providerPage);
  await providerPage.goto('/provider/settings');
  const section = providerPage.getByRole('region', { name: 'Calendar feed' });
  const address = section.getByLabel('Your calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const oldAddress = await address.inputValue();
  await expectAccessibleInBothThemes(providerPage, '/provider/settings with the calendar feed');

  await section.getByRole('button', { name: 'Copy address' }).click();
  await expect(section.getByText('Address copied.')).toBeVisible();
  expect(await providerPage.evaluate(() => navigator.clipboard.readText())).toBe(oldAddress);

  // A calendar app reads the feed with no session: the job is in it.
  const feed = await request.get(oldAddress);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain(`UID:${orderId}@callout.co.uk\r\n`);
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London\r\n');

  // Renew from the keyboard, after the confirmation: a new address, and the old one is gone at once.
  await section.getByRole('button', { name: 'Renew address' }).focus();
  await providerPage.keyboard.press('Enter');
  await expect(address).not.toHaveValue(oldAddress);
  await expect(section.getByText(/Your calendar has a new address/)).toBeVisible();
  expect(dialogs.some((message) => message.includes('The old address stops working at once'))).toBe(true);
  const newAddress = await address.inputValue();
  expect((await request.get(oldAddress)).status()).toBe(404);
  expect((await request.get(newAddress)).status()).toBe(200);

  // On a phone the section still fits: the address and both buttons are within the screen.
  await providerPage.setViewportSize({ width: 390, height: 844 });
  for (const part of [address, section.getByRole('button', { name: 'Renew address' })]) {
    const box = await part.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  await providerContext.close();

  // The customer downloads the order's file from the order page.
  await page.goto(`/details/${orderId}`);
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expectAccessibleInBothThemes(page, '/details/:id with Add to calendar');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`callout-${orderId}.ics`);
  const file = await readFile((await download.path()) as string, 'utf8');
  expect(file).toContain('BEGIN:VCALENDAR\r\n');
  expect(file).toContain(`UID:${orderId}@callout.co.uk\r\n`);
  expect(file).toContain('LOCATION:10 Downing Street\\, London\\, SW1A 1AA\r\n');
});
