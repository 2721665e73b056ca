// @vitest-environment node
// The page renderer as the server runs it: in Node, with no window, storage or IndexedDB.
import { readFileSync } from 'node:fs';
import { apiBaseUrl, okReply, reply, serverFetch } from '@callout/ui/testing/server-fetch';
import { describe, expect, it, vi } from 'vitest';
import { supportCases, supportChat } from '../test/support-data';
import { renderPage } from './server-render';

const sheet = readFileSync(new URL('../styles/support.css', import.meta.url), 'utf8');

/** The renderer at `url` over an API answering `replies`, and the calls it made (path and form). */
const render = (url: string, replies: Parameters<typeof serverFetch>[0]) => {
  const answer = serverFetch(replies);
  const calls: { path: string; body: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ path: new URL(request.url).pathname, body: await request.clone().text() });
    return answer(request);
  });
  return { fetch, calls, page: renderPage({ url, config: {}, apiBaseUrl, fetch }) };
};

describe("mf-support's page renderer", () => {
  it("renders a customer's cases with the New Support form, as the page shows them once loaded", async () => {
    const { page, calls } = render('/support', { loadsupportcases: okReply(supportCases) });
    const rendered = await page;
    expect(calls).toEqual([{ path: '/api/loadsupportcases', body: 'value=' }]);
    expect(rendered?.html).toMatch(/^<div data-module="mf-support" data-path="\/support"/);
    expect(rendered?.html).toContain('<h1>Support</h1>');
    expect(rendered?.html).toContain('New Support');
    expect(rendered?.html).toContain('href="/support-chat/CS-OPEN0001"');
    expect(rendered?.html).toContain('Refund for a cancelled job');
    // A NEW case has nobody on it yet: no link to its chat. Its date is London's (BST), not the server's.
    expect(rendered?.html).toContain(
      '<button type="button" class="support-case__open">Provider did not arrive',
    );
    expect(rendered?.html).toContain('Opened 13/07/2025');
    expect(rendered?.html).not.toContain('spinner');
    expect(rendered?.css).toContain(sheet);
  });

  it("renders a provider's cases from the provider's own list", async () => {
    const { page, calls } = render('/provider/support?from=menu', {
      'provider/loadsupportcases': okReply(supportCases.slice(0, 1)),
    });
    const rendered = await page;
    expect(calls.map((call) => call.path)).toEqual(['/api/provider/loadsupportcases']);
    expect(rendered?.html).toContain('href="/provider/chat/CS-OPEN0001"');
    expect(rendered?.html).not.toContain('Provider did not arrive');
  });

  it('renders "nothing here" for an account without cases', async () => {
    const rendered = await render('/support', { loadsupportcases: okReply([]) }).page;
    expect(rendered?.html).toContain('Nothing here');
    expect(rendered?.html).toContain('No records found');
    expect(rendered?.html).not.toContain('<ul');
  });

  it("renders a case's chat as loaded, with its composer", async () => {
    const { page, calls } = render('/support-chat/CS-OPEN0001', { loadchats: reply(supportChat) });
    const rendered = await page;
    expect(calls).toEqual([{ path: '/api/loadchats', body: 'category=SUPPORT&chatid=CS-OPEN0001' }]);
    expect(rendered?.html).toContain('Case CS-OPEN0001');
    expect(rendered?.html).toContain('href="/support"');
    expect(rendered?.html).toContain('Hello, how can we help?');
    expect(rendered?.html).toContain('<time dateTime="2025-07-11T10:02:00Z">11 Jul 2025, 11:02</time>');
    expect(rendered?.html).toMatch(/<li class="chat-message chat-message--own">.*My card was charged twice/);
    expect(rendered?.html).toContain('<form class="chat-composer">');
    expect(rendered?.html).not.toContain('spinner');
    // The chat's own style sheet goes with it too (the tests read style sheets of mf-*/src/styles/ only;
    // the e2e spec sees the chat styled).
    expect(rendered?.css).toContain(sheet);
  });

  it("renders a provider's closed case without a composer", async () => {
    const closed = { ...supportChat, userid: 'PRO-1', status: 'CLOSED' };
    const { page, calls } = render('/provider/chat/CS-OPEN0001', { 'provider/loadchats': reply(closed) });
    const rendered = await page;
    expect(calls.map((call) => call.path)).toEqual(['/api/provider/loadchats']);
    expect(rendered?.html).toContain('href="/provider/support"');
    expect(rendered?.html).toContain('My card was charged twice');
    expect(rendered?.html).not.toContain('chat-composer');
  });

  it('renders no other route: the browser renders those', async () => {
    for (const url of ['/support/extra', '/support-chat', '/provider/chat', '/dashboard', '/']) {
      const { page, fetch } = render(url, { loadsupportcases: okReply(supportCases) });
      expect(await page).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('renders nothing when the session has expired, the API fails or the answer is not a list', async () => {
    const failures = [
      reply({ success: false, message: 'Unauthorized' }, 401),
      reply({ success: false, message: 'Something went wrong' }, 500),
      () => new Response('Bad gateway', { status: 502 }),
      reply({ success: false, message: 'No cases for you' }),
      okReply({ CaseID: 'CS-OPEN0001' }),
    ];
    for (const failure of failures) {
      expect(await render('/support', { loadsupportcases: failure }).page).toBeNull();
    }
  });

  it("renders nothing for a chat the server refuses: another account's case, or none", async () => {
    const failures = [
      reply({ success: false, message: 'Support case not found.' }, 404),
      reply({ success: false, message: 'Support case not found.' }),
      reply({ success: false, message: 'Unauthorized' }, 401),
      reply({ success: false, message: 'Something went wrong' }, 500),
      reply({ ...supportChat, data: 'Hello' }),
    ];
    for (const failure of failures) {
      expect(await render('/support-chat/CS-OTHER001', { loadchats: failure }).page).toBeNull();
    }
  });
});
