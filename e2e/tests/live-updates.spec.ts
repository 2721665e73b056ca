// Live updates in the browser: with the stream open the order chat does not poll, and a message
// the provider sends from their browser shows on the customer's page in under a second. When the stream is
// killed (and kept from reconnecting) the page falls back to its 3 s poll and no message is lost.
import { expect, type Page, type Request, test } from '@playwright/test';
import { signedInAs, storeSession } from '../support/accounts';
import {
  answerDialogs,
  loginDemoProvider,
  payWithSandboxCard,
  requestService,
  services,
} from './orders-support';

const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const isChatPoll = (request: Request) =>
  /\/api\/(provider\/)?loadchats$/.test(new URL(request.url()).pathname);

/** Keeps the page's EventSources reachable, so the test can kill the stream as a lost connection would. */
const trackEventSources = () => {
  const Original = window.EventSource;
  const opened: EventSource[] = [];
  (window as unknown as { liveSources: EventSource[] }).liveSources = opened;
  window.EventSource = class extends Original {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      opened.push(this);
    }
  };
};

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
}

// Tagged @alone: it holds delivery to a second, so `npm test` runs it with no other journey beside it.
test(
  'a chat message arrives over the stream in under a second, and by polling once the stream dies',
  { tag: '@alone' },
  async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const customerDialogs = answerDialogs(page);
    await page.addInitScript(trackEventSources);
    const { token: customerToken } = await signedInAs(page, request, 'user');
    const providerToken = await loginDemoProvider(request);
    const orderId = await requestService(request, customerToken, services.deepClean);
    await payWithSandboxCard(request, customerToken, orderId);

    const ready = page.waitForResponse((r) => /\/api\/events\?/.test(r.url()) && r.status() === 200);
    await page.goto(`/details/${orderId}`);
    await ready;
    await page.getByRole('button', { name: 'Chat Provider' }).click();
    await expect(chatLog(page)).toContainText('No messages yet.');

    const providerContext = await browser.newContext();
    try {
      const providerPage = await providerContext.newPage();
      await storeSession(providerPage, providerToken, 'provider');
      await providerPage.goto(`/provider/details/${orderId}`);
      await providerPage.getByRole('button', { name: 'Chat Customer' }).click();
      await expect(chatLog(providerPage)).toContainText('No messages yet.');

      // Polling is off: over two of the chat's 3 s intervals the customer's page does not ask for the chat.
      const polls: Request[] = [];
      page.on('request', (r) => {
        if (isChatPoll(r)) polls.push(r);
      });
      await page.waitForTimeout(7_000);
      expect(polls).toHaveLength(0);

      // The provider writes; the customer's page shows it within a second, from the stream's event.
      const first = 'On my way, ten minutes out.';
      const sent = providerPage.waitForResponse((r) => /\/api\/provider\/newchat$/.test(r.url()));
      await send(providerPage, first);
      await sent;
      const startedAt = Date.now();
      await expect(chatLog(page).getByRole('listitem').filter({ hasText: first })).toBeVisible({
        timeout: 1_000,
      });
      const deliveryMs = Date.now() - startedAt;
      console.log(`live chat delivery: ${deliveryMs} ms`);
      expect(deliveryMs).toBeLessThan(1_000);
      // The only chat request was the one the event asked for.
      expect(polls.length).toBeLessThanOrEqual(1);

      // The stream dies and cannot come back: the page polls again, and nothing is lost.
      await page.route('**/api/events?**', (route) => route.abort());
      await page.route('**/api/events/ticket', (route) => route.abort());
      polls.length = 0;
      await page.evaluate(() => {
        for (const source of (window as unknown as { liveSources: EventSource[] }).liveSources) {
          source.close();
          source.dispatchEvent(new Event('error'));
        }
      });
      const second = 'Running a little late, sorry.';
      const third = 'Parking now.';
      await send(providerPage, second);
      await expect(chatLog(page).getByRole('listitem').filter({ hasText: second })).toBeVisible({
        timeout: 8_000,
      });
      await send(providerPage, third);
      await expect(chatLog(page).getByRole('listitem').filter({ hasText: third })).toBeVisible({
        timeout: 8_000,
      });
      await expect(chatLog(page).getByRole('listitem')).toHaveText([
        new RegExp(first),
        new RegExp(second),
        new RegExp(third),
      ]);
      expect(polls.length).toBeGreaterThanOrEqual(2);
    } finally {
      await providerContext.close();
    }
    expect(customerDialogs).toEqual([]);
  },
);
