// Download my data: a customer asks in Settings, reads the mail in the demo mailbox, opens its link and
// downloads the zip, which holds their orders, messages and pictures and nothing of another customer.
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { loginToken, newAccount, registerAccount, signedInAs } from '../support/accounts';
import { expectAccessible, settled } from '../support/axe';
import { unzip } from '../support/zip';
import { apiAs, requestService, services } from './orders-support';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

// A 1×1 PNG.
const pixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A customer with a name, a photo, an order with a photo, and a chat message with a picture. */
async function customerWithData(
  request: APIRequestContext,
  token: string,
  name: [string, string],
  words: string,
) {
  const customer = apiAs(request, 'user', token);
  const named = await customer.post('updatebio', {
    firstname: name[0],
    lastname: name[1],
    phone: '07700900123',
    image: pixel,
  });
  expect(named.body.success, named.body.message).toBe(true);
  const orderId = await requestService(request, token, services.leakRepair);
  const photo = await customer.post('jobphotos', {
    orderid: orderId,
    ImageData: `data:image/png;base64,${pixel}`,
  });
  expect(photo.body.success, photo.body.message).toBe(true);
  const said = await customer.post('newchat', {
    ChatId: orderId,
    Category: 'ORDER',
    Message: words,
    ImageData: `data:image/png;base64,${pixel}`,
  });
  expect(said.body.success, said.body.message).toBe(true);
  return orderId;
}

test('a customer downloads their data from the mailed link, and nothing of another customer is in it', async ({
  page,
  request,
}) => {
  const other = newAccount('user', 'other');
  await registerAccount(request, other);
  const otherOrder = await customerWithData(
    request,
    await loginToken(request, other),
    ['Bramwell', 'Ostrander'],
    'Zebra crossing secret',
  );

  const { account, token } = await signedInAs(page, request, 'user');
  const orderId = await customerWithData(request, token, ['Cora', 'Quennell'], 'The gate code is 4411');

  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'Download my data' });
  await panel.getByRole('button', { name: 'Ask for my data' }).click();
  // The export runs at once: the state moves from asked to ready, with the link by mail.
  await expect(panel.getByText('Ready: link by mail.')).toBeVisible({ timeout: 15_000 });

  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox.json')).json()) as OutboxMail[];
      const mail = mails.find(
        (m) => m.to === account.email && m.subject === 'Your Callout data is ready to download',
      );
      link = /https?:\/\/\S+\/settings\?download=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await settled(page);
  await expectAccessible(page, 'settings opened from the data link');

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download my data (zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^callout-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(panel.getByText('Downloaded. Look for the zip file in your downloads.')).toBeVisible();
  const files = unzip(await readFile((await download.path()) ?? ''));

  const orders = JSON.parse(files.get('records/orders.json')?.toString('utf8') ?? '[]') as Array<{
    id: string;
  }>;
  expect(orders.map((order) => order.id)).toEqual([orderId]);
  expect(files.get('orders.csv')?.toString('utf8')).toContain(orderId);
  expect(files.get('messages.csv')?.toString('utf8')).toContain('The gate code is 4411');
  const pictures = [...files.keys()].filter((name) => name.startsWith('pictures/'));
  expect(pictures.sort()).toEqual(
    [
      `pictures/orders/${orderId}-1.png`,
      'pictures/profile.png',
      expect.stringMatching(/^pictures\/messages\/\d+\.png$/),
    ].sort(),
  );
  const everything = [...files.values()].map((data) => data.toString('latin1')).join('\n');
  for (const absent of [other.email, 'Bramwell', 'Ostrander', otherOrder, 'Zebra crossing secret']) {
    expect(everything, absent).not.toContain(absent);
  }

  // The link works once: a second try says so in the server's words.
  await page.reload();
  await panel.getByRole('button', { name: 'Download my data (zip)' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'This download link has already been used. Ask for your data again to get a new one.',
  );
});

test('the panel fits a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, request, 'user');
  await page.goto('/settings');
  const ask = page
    .getByRole('region', { name: 'Download my data' })
    .getByRole('button', { name: 'Ask for my data' });
  await expect(ask).toBeVisible();
  const box = await ask.boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  // Full width within the card, and nothing wider than the screen.
  expect(box?.width ?? 0).toBeGreaterThan(width * 0.6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
