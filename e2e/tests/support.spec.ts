// In the browser: a customer and a provider open a support case, wait while it is NEW,
// chat with an operator (who works through the operator CLI) with text, an image and a reply, delete their
// own message but not the operator's, and see 'Chat not available' once the case is closed. Messages sent
// offline arrive once each, in order, when the connection returns.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiPath, type Role, signedInAs } from '../support/accounts';
import { operatorAtWork } from '../support/operator-cli';
import type { RunningServer } from '../support/server';
import { answerDialogs } from './orders-support';

const operatorCli = operatorAtWork('support', {
  email: 'sam.agent@callout.co.uk',
  firstName: 'Sam',
  lastName: 'Agent',
  password: 'a-long-operator-password',
});
const { ops: operator } = operatorCli;
let server: RunningServer;

// No service worker: going offline must cut the page itself off, and the page's own replay (on 'online')
// delivers the outbox.
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await operatorCli.start(Number(process.env.E2E_PORT ?? 8181) + 60);
});

test.afterAll(async () => {
  await operatorCli.stop();
});

const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const supportPath = (role: Role) => (role === 'provider' ? '/provider/support' : '/support');
const chatPath = (role: Role, caseId: string) =>
  role === 'provider' ? `/provider/chat/${caseId}` : `/support-chat/${caseId}`;

async function loadChat(request: APIRequestContext, role: Role, token: string, caseId: string) {
  const response = await request.post(apiPath(role, 'loadchats', server.url), {
    form: { category: 'SUPPORT', chatid: caseId },
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as {
    userid: string;
    status: string;
    data: { Id: string; SenderId: string; Message: string | null }[];
  };
}

for (const role of ['user', 'provider'] as const) {
  test(`a ${role === 'user' ? 'customer' : 'provider'} opens a case and chats with support until it is closed`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const dialogs = answerDialogs(page);
    const { token } = await signedInAs(page, request, role, server.url);
    const subject = `My card was charged twice (${role})`;

    // Open a case: the subject must be 5 to 150 characters.
    await page.goto(`${server.url}${supportPath(role)}`);
    await expect(page.getByText('Nothing here')).toBeVisible();
    const subjectField = page.getByRole('textbox', { name: 'Subject' });
    await subjectField.fill('Help');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please give us a short description of your support request')).toBeVisible();
    await subjectField.fill(subject);
    await page.getByRole('button', { name: 'Submit' }).click();

    // While NEW, the case asks to wait instead of opening the chat.
    const row = page.getByRole('listitem').filter({ hasText: subject });
    await expect(row).toContainText('NEW');
    const caseId = /CS-[0-9A-Z]{8}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
    expect(caseId).not.toBe('');
    await row.getByRole('button', { name: subject }).click();
    await expect
      .poll(() => dialogs)
      .toContain('Kindly hang on, you will be notified when someone responds to this');
    await expect(page).toHaveURL(`${server.url}${supportPath(role)}`);

    // The operator finds it in the queue, answers and opens it.
    expect(operator(['list-open-cases'])).toContain(subject);
    expect(operator(['reply', caseId, 'Hello, this is Sam from support. How can we help?'])).toContain(
      'Reply sent.',
    );
    expect(operator(['open', caseId])).toBe(`${caseId}: The case is open.\n`);

    await page.reload();
    await page.getByRole('link', { name: subject }).click();
    await expect(page).toHaveURL(`${server.url}${chatPath(role, caseId)}`);
    const log = page.getByRole('log', { name: 'Messages' });
    // The first message; replies to it quote its text too.
    const staffMessage = log.getByRole('listitem').first();
    await expect(staffMessage).toContainText('Hello, this is Sam from support');
    await expect(staffMessage).toContainText('Callout Support · Sam');

    // Text.
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('The second charge is from 11 July.');
    await page.getByRole('button', { name: 'Send' }).click();
    const textMessage = log.getByRole('listitem').filter({ hasText: 'The second charge is from 11 July.' });
    await expect(textMessage).toContainText('You');

    // An image: too big is refused and cleared, a small one is sent and served as an image.
    const picker = page.getByLabel('Attach an image');
    await picker.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect.poll(() => dialogs).toContain('File size exceeds 2MB. Please select a smaller file.');
    await expect(picker).toHaveValue('');
    await picker.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pixelPng });
    await expect(page.getByRole('img', { name: 'Image to send' })).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    // The copy served by the server (the one still shown from the outbox has a data: URL), to this
    // browser's session only: private, and nothing without the session.
    const sentImage = log
      .getByRole('img', { name: 'Image from You' })
      .and(page.locator('[src^="/api/media/chat/"]'));
    await expect(sentImage).toBeVisible();
    const src = (await sentImage.getAttribute('src')) ?? '';
    const picture = await page.request.get(`${server.url}${src}`);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(picture.headers()['cache-control']).toBe('private, no-cache');
    expect((await request.get(`${server.url}${src}`)).status()).toBe(403);

    // A reply quotes the message it answers.
    await staffMessage.getByRole('button', { name: 'Reply' }).click();
    await box.fill('It was order 12.');
    await box.press('Enter');
    const reply = log.getByRole('listitem').filter({ hasText: 'It was order 12.' });
    await expect(reply.getByRole('blockquote', { name: 'In reply to Callout Support · Sam' })).toContainText(
      'Hello, this is Sam from support',
    );

    // Delete your own message after confirming; the operator's has no Delete and the server refuses it.
    await textMessage.getByRole('button', { name: 'Delete' }).click();
    await expect(textMessage).toHaveCount(0);
    expect(dialogs).toContain('Delete message?');
    await expect(staffMessage.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const chat = await loadChat(request, role, token, caseId);
    const staffId = chat.data.find((message) => message.SenderId !== chat.userid)?.Id ?? '';
    const refused = await request.post(apiPath(role, 'delChat', server.url), {
      form: { id: staffId },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      success: false,
      message: 'You can only delete your own messages.',
    });

    // Closed: the chat stays readable, the input goes (the page learns it from its 3 s poll).
    expect(operator(['close', caseId])).toBe(`${caseId}: The case is closed.\n`);
    await expect(page.getByText('Chat not available')).toBeVisible();
    await expect(box).toHaveCount(0);
    await expect(staffMessage).toBeVisible();
  });
}

test('messages sent offline arrive once each, in order, when the connection returns', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedInAs(page, request, 'user', server.url);
  const headers = { authorization: `Bearer ${token}` };
  await request.post(apiPath('user', 'newsupportcase', server.url), {
    form: { value: 'Offline journey' },
    headers,
  });
  const cases = await (
    await request.post(apiPath('user', 'loadsupportcases', server.url), { form: { value: '' }, headers })
  ).json();
  const caseId = (cases as { data: { CaseID: string }[] }).data[0]?.CaseID ?? '';
  operator(['reply', caseId, 'We are here.']);

  await page.goto(`${server.url}${chatPath('user', caseId)}`);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('We are here.');

  await context.setOffline(true);
  const box = page.getByRole('textbox', { name: 'Message' });
  for (const text of ['First, sent offline', 'Second, sent offline', 'Third, sent offline']) {
    await box.fill(text);
    await box.press('Enter');
    await expect(log.getByRole('listitem').filter({ hasText: text })).toContainText('Sending…');
  }
  await expect(log.getByText('Sending…')).toHaveCount(3);

  await context.setOffline(false);
  await expect(log.getByText('Sending…')).toHaveCount(0, { timeout: 20_000 });
  await expect(log.getByRole('listitem')).toHaveText([
    /We are here\./,
    /First, sent offline/,
    /Second, sent offline/,
    /Third, sent offline/,
  ]);
  const chat = await loadChat(request, 'user', token, caseId);
  expect(chat.data.map((message) => message.Message)).toEqual([
    'We are here.',
    'First, sent offline',
    'Second, sent offline',
    'Third, sent offline',
  ]);
});
