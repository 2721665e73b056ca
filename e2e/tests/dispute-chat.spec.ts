// In the browser: the dispute's own chat on a completed order's reported problem. The customer sends a
// photo from the order page; the provider, whose order page is already open, sees it appear without a
// reload, and the console's open dispute shows it too; the provider answers and the customer's open page
// shows the answer live.
import { expect, test } from '@playwright/test';
import { operatorToken, signedInAs, storeSession } from '../support/accounts';
import {
  answerDialogs,
  apiAs,
  loginDemoProvider,
  payWithSandboxCard,
  requestService,
  services,
} from './orders-support';

test.use({ serviceWorkers: 'block' });

// A real picture (one pixel) the server accepts.
const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a photo goes through the dispute chat and each side sees the other’s message appear live', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      answerDialogs(page);
      const { token } = await signedInAs(page, request, 'user');
      const customer = apiAs(request, 'user', token);
      const orderId = await requestService(request, token, services.deepClean);
      await payWithSandboxCard(request, token, orderId);
      expect((await customer.get('startorder', { orderid: orderId })).body.success).toBe(true);
      expect((await customer.get('endorder', { orderid: orderId })).body.success).toBe(true);
      const reported = await customer.post('reportproblem', {
        orderid: orderId,
        reason: 'DAMAGE',
        description: `The cleaner scratched the hob (${testInfo.repeatEachIndex}).`,
      });
      expect(reported.body.success, reported.body.message).toBe(true);

      // Both sides and the console have the dispute open before anything is said.
      await page.goto(`/details/${orderId}`);
      const customerChat = page
        .getByRole('region', { name: 'Problem with this order' })
        .getByRole('list', { name: 'Messages about this problem' });
      await expect(customerChat.getByText('No messages yet.')).toBeVisible();

      const providerContext = await browser.newContext({ serviceWorkers: 'block', viewport });
      const providerPage = await providerContext.newPage();
      await storeSession(providerPage, await loginDemoProvider(request), 'provider');
      await providerPage.goto(`/provider/details/${orderId}`);
      const providerSection = providerPage.getByRole('region', { name: 'Problem with this order' });
      const providerChat = providerSection.getByRole('list', { name: 'Messages about this problem' });
      await expect(providerChat.getByText('No messages yet.')).toBeVisible();

      const consoleContext = await browser.newContext({ serviceWorkers: 'block', viewport });
      const consolePage = await consoleContext.newPage();
      await storeSession(consolePage, await operatorToken(request), 'operator');
      await consolePage.goto('/ops/disputes');
      const card = consolePage.getByRole('article').filter({ hasText: orderId });
      await card.getByRole('button', { name: 'Open' }).click();
      const consoleChat = card.getByRole('list', { name: 'Messages' });
      await expect(consoleChat.getByText('No messages yet.')).toBeVisible();

      // The customer sends a photo with a few words.
      const said = `See the scratch ${Date.now().toString(36)}`;
      const composer = page.getByRole('region', { name: 'Problem with this order' });
      await composer.getByLabel('Message', { exact: true }).fill(said);
      await composer
        .getByLabel('Add a photo')
        .setInputFiles({ name: 'hob.png', mimeType: 'image/png', buffer: pixelPng });
      await composer.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(customerChat.getByRole('img', { name: 'Photo sent by Customer' })).toBeVisible();

      // The provider's and the console's open pages show it without a reload, the picture served to them.
      await expect(providerChat.getByText(said)).toBeVisible();
      const seenByProvider = providerChat.getByRole('img', { name: 'Photo sent by Customer' });
      await expect(seenByProvider).toBeVisible();
      await expect
        .poll(() => seenByProvider.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(1);
      await expect(consoleChat.getByText(said)).toBeVisible();
      await expect(consoleChat.getByRole('img', { name: 'Photo sent by Customer' })).toBeVisible();

      // The provider answers; the customer's open page shows it live.
      const answer = `I will come back tomorrow ${Date.now().toString(36)}`;
      await providerSection.getByLabel('Message', { exact: true }).fill(answer);
      await providerSection.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(customerChat.getByText(answer)).toBeVisible();
      // Nothing of the chat runs off a phone's screen.
      const box = await customerChat.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

      await providerContext.close();
      await consoleContext.close();
    });
  });
}
