// In the browser: the customer and the provider of a paid order chat from its details page
// (Chat Provider / Chat Customer), each seeing the other's messages (live, or from the 3 s poll) without reloading;
// once the order is closed the chat is read-only and its button goes.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs, storeSession } from '../support/accounts';
import { loadChat } from '../support/chat';
import {
  answerDialogs,
  apiAs,
  demoProvider,
  loginDemoProvider,
  payWithSandboxCard,
  requestService,
  services,
} from './orders-support';

const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
/** The value shown for a term of the order's facts. */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
}

test('customer and provider chat about a paid order until it is completed', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const customerDialogs = answerDialogs(page);
  const { token: customerToken } = await signedInAs(page, request, 'user');
  const providerToken = await loginDemoProvider(request);
  const orderId = await requestService(request, customerToken, services.deepClean);
  await payWithSandboxCard(request, customerToken, orderId);
  const question = 'Hello, is parking on the street fine?';
  const answer = 'Yes, street parking works. See you tomorrow.';

  // The customer opens the chat from the order and writes first.
  await page.goto(`/details/${orderId}`);
  await expect(fact(page, 'Status')).toHaveText('SCHEDULED');
  const chatProvider = page.getByRole('button', { name: 'Chat Provider' });
  await expect(chatProvider).toHaveAttribute('aria-expanded', 'false');
  await chatProvider.click();
  await expect(chatProvider).toHaveAttribute('aria-expanded', 'true');
  await expect(chatLog(page)).toContainText('No messages yet.');
  await send(page, question);
  await expect(chatLog(page).getByRole('listitem').filter({ hasText: question })).toContainText('You');
  await expect(chatLog(page).getByText('Sending…')).toHaveCount(0, { timeout: 30_000 });

  // The provider, in a browser of their own, sees it on their side of the order and answers.
  const providerContext = await browser.newContext();
  try {
    const providerPage = await providerContext.newPage();
    const providerDialogs = answerDialogs(providerPage);
    await storeSession(providerPage, providerToken, 'provider');
    await providerPage.goto(`/provider/details/${orderId}`);
    await expect(fact(providerPage, 'Status')).toHaveText('SCHEDULED');
    await expect(providerPage.getByRole('button', { name: 'Chat Provider' })).toHaveCount(0);
    await providerPage.getByRole('button', { name: 'Chat Customer' }).click();
    const received = chatLog(providerPage).getByRole('listitem').filter({ hasText: question });
    await expect(received).toBeVisible();
    await expect(received).not.toContainText('You');
    await send(providerPage, answer);
    await expect(chatLog(providerPage).getByRole('listitem').filter({ hasText: answer })).toContainText(
      'You',
    );

    // The customer's open chat shows the answer from its poll, with no reload.
    const reply = chatLog(page).getByRole('listitem').filter({ hasText: answer });
    await expect(reply).toBeVisible({ timeout: 15_000 });
    await expect(reply).not.toContainText('You');
    await expect(chatLog(page).getByRole('listitem')).toHaveText([new RegExp(question), new RegExp(answer)]);

    // Both messages are stored once, for both parties.
    const asCustomer = await loadChat(request, 'user', customerToken, { category: 'ORDER', chatId: orderId });
    const asProvider = await loadChat(request, 'provider', providerToken, {
      category: 'ORDER',
      chatId: orderId,
    });
    expect(asCustomer.map((message) => message.Message)).toEqual([question, answer]);
    expect(asProvider).toEqual(asCustomer);
    expect(asCustomer[1]?.SenderId).toBe(demoProvider.id);

    // The job is done: the open chats turn read-only from their poll, and the button is gone on reload.
    const customer = apiAs(request, 'user', customerToken);
    for (const action of ['startorder', 'endorder']) {
      const done = await customer.get(action, { orderid: orderId });
      expect(done.body.success, done.body.message).toBe(true);
    }
    // With live updates the page itself turns COMPLETED and its chat goes; while polling, the
    // open chat shows it is closed. Either way nothing more can be written.
    for (const open of [page, providerPage]) {
      await expect(
        open.getByText('Chat not available').or(fact(open, 'Status').getByText('COMPLETED')),
      ).toBeVisible({ timeout: 15_000 });
      await expect(open.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    }
    await page.reload();
    await expect(fact(page, 'Status')).toHaveText('COMPLETED');
    await expect(page.getByRole('button', { name: 'Chat Provider' })).toHaveCount(0);
    await providerPage.reload();
    await expect(fact(providerPage, 'Status')).toHaveText('COMPLETED');
    await expect(providerPage.getByRole('button', { name: 'Chat Customer' })).toHaveCount(0);
    expect(providerDialogs).toEqual([]);
  } finally {
    await providerContext.close();
  }
  expect(customerDialogs).toEqual([]);
});

test('the chat button is hidden on a cancelled order, and its chat refuses new messages', async ({
  page,
  request,
}) => {
  const { token } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, token, services.deepClean);
  await payWithSandboxCard(request, token, orderId);
  await page.goto(`/details/${orderId}`);
  await expect(page.getByRole('button', { name: 'Chat Provider' })).toBeVisible();

  const customer = apiAs(request, 'user', token);
  const cancelled = await customer.get('cancelorder', { orderid: orderId });
  expect(cancelled.body.success, cancelled.body.message).toBe(true);
  await page.reload();
  await expect(fact(page, 'Status')).toHaveText('CANCELLED');
  await expect(page.getByRole('button', { name: 'Chat Provider' })).toHaveCount(0);
  const refused = await customer.post('newchat', { ChatId: orderId, Category: 'ORDER', Message: 'Late' });
  expect(refused.status).toBe(409);
});
