import 'fake-indexeddb/auto';
import type { SupportCase } from '@callout/contracts/support';
import { outboxDb } from '@callout/offline/outbox-db';
import { replayOutbox } from '@callout/offline/replay-outbox';
import { createTestQueryClient } from '@callout/query/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subjectDraftKey } from '../../../data/subject-draft';
import { supportDb } from '../../../data/support-db';
import { newCase, openCase } from '../../../test/support-data';
import {
  alerts,
  answer,
  fakeApi,
  goOffline,
  networkDown,
  outboxJourneyTimeoutMs,
  renderAt,
} from '../../../test/test-utils';
import { SupportCasesPage } from './support-cases-page';

const cases: SupportCase[] = [openCase, { ...newCase, Created: '2025-07-12T09:00:00Z' }];

/** The cases of one account on a fake server: a new case is listed first, under the number proposed. */
function serveCases(list: SupportCase[] = cases, prefix = '') {
  const stored = [...list];
  const api = fakeApi({
    [`POST /api${prefix}/loadsupportcases`]: (params) => {
      const search = params.get('value')?.toLowerCase() ?? '';
      const data = stored.filter((row) => row.Subject.toLowerCase().includes(search));
      return answer({ success: true, message: 'Support cases loaded.', data });
    },
    [`POST /api${prefix}/newsupportcase`]: (params) => {
      if (params.get('value') === 'Refused subject') {
        return answer(
          {
            success: false,
            message: 'This case number is already in use. Please open your support case again.',
          },
          409,
        );
      }
      const CaseID = params.get('CaseID') ?? 'CS-SERVER01';
      stored.unshift({
        CaseID,
        Subject: params.get('value') ?? '',
        Status: 'NEW',
        Created: '2025-07-13T09:00:00Z',
      });
      return answer({ success: true, message: 'Your support case has been created.', data: { CaseID } }, 201);
    },
  });
  return { ...api, stored };
}

const casesList = () => screen.getByRole('list', { name: 'Your support cases' });

describe('support cases page', () => {
  it("lists the customer's cases; a NEW case asks to wait, others open the chat", async () => {
    const user = userEvent.setup();
    const api = serveCases();
    renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
    const open = await screen.findByRole('link', { name: 'Refund for a cancelled job' });
    expect(open.getAttribute('href')).toBe('/support-chat/CS-OPEN0001');
    expect(within(casesList()).getByText('Case CS-NEW00002 · Opened 12/07/2025')).toBeTruthy();
    expect(api.calls[0]).toMatchObject({ path: '/api/loadsupportcases' });
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');

    await user.click(screen.getByRole('button', { name: 'Provider did not arrive' }));
    expect(alerts).toEqual(['Kindly hang on, you will be notified when someone responds to this']);
    expect(screen.getByTestId('location').textContent).toBe('/support');

    await user.click(open);
    expect(screen.getByTestId('location').textContent).toBe('/support-chat/CS-OPEN0001');
  });

  it('searches as you type without a request per keystroke, with the right empty states', async () => {
    const user = userEvent.setup();
    const api = serveCases();
    renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
    await screen.findByRole('link', { name: 'Refund for a cancelled job' });
    await user.type(screen.getByRole('searchbox', { name: 'Search support cases' }), 'refund');
    await waitFor(() => expect(within(casesList()).queryByText('Provider did not arrive')).toBeNull());
    const searches = api.calls.map((call) => call.params.get('value'));
    expect(searches).toEqual(['', 'refund']);

    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No support cases match your search')).toBeTruthy();
  });

  it('says there is nothing here when the account has no cases', async () => {
    serveCases([]);
    renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
    expect(await screen.findByText('Nothing here')).toBeTruthy();
    expect(screen.getByText('No records found')).toBeTruthy();
    expect(screen.queryByText('No support cases match your search')).toBeNull();
  });

  it('opens a new case with a subject of 5 to 150 characters and reloads the list', async () => {
    const user = userEvent.setup();
    const api = serveCases();
    renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await user.type(subject, 'Help');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please give us a short description of your support request')).toBeTruthy();
    expect(api.callsTo('newsupportcase')).toEqual([]);

    await user.type(subject, ' me with a refund');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your support case has been created.')).toBeTruthy();
    const [sent] = api.callsTo('newsupportcase');
    expect(sent?.params.get('value')).toBe('Help me with a refund');
    expect(sent?.params.get('CaseID')).toMatch(/^CS-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((subject as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.callsTo('loadsupportcases').length).toBeGreaterThan(1));
    expect(await within(casesList()).findByText('Help me with a refund')).toBeTruthy();
    expect(await outboxDb.outbox.count()).toBe(0);
  });

  it('alerts the server message when a case is refused, keeping the subject and queueing nothing', async () => {
    const user = userEvent.setup();
    serveCases();
    renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Refused subject');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(alerts).toEqual(['This case number is already in use. Please open your support case again.']),
    );
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      'Refused subject',
    );
    expect(await outboxDb.outbox.count()).toBe(0);
  });

  it(
    'keeps a case opened offline as waiting to send, opening its chat, and sends it once back online',
    async () => {
      const user = userEvent.setup();
      const api = serveCases();
      renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
      await screen.findByRole('link', { name: 'Refund for a cancelled job' });
      const network = goOffline();
      const newCase = api.fetch.getMockImplementation();
      api.fetch.mockImplementation(networkDown);

      await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Charged in a lift');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(
        await screen.findByText(
          "You're offline. Your case will be sent when you're back online; you can already write in its chat.",
        ),
      ).toBeTruthy();
      expect(alerts).toEqual([]);
      const row = (await within(casesList()).findByRole('link', { name: 'Charged in a lift' })).closest(
        'li',
      ) as HTMLElement;
      expect(within(row).getByText('Waiting to send')).toBeTruthy();
      const [queued] = await outboxDb.outbox.toArray();
      const caseId = queued?.fields.CaseID ?? '';
      expect(queued).toMatchObject({ scope: `chat:SUPPORT-${caseId}`, leads: true, status: 'sending' });
      expect(within(row).getByText(new RegExp(`Case ${caseId}`))).toBeTruthy();
      await user.click(within(row).getByRole('link', { name: 'Charged in a lift' }));
      expect(screen.getByTestId('location').textContent).toBe(`/support-chat/${caseId}`);

      network.online();
      if (newCase) api.fetch.mockImplementation(newCase);
      await replayOutbox();
      expect(api.callsTo('newsupportcase').map((call) => call.params.get('CaseID'))).toEqual([caseId]);
      expect(api.stored[0]).toMatchObject({ CaseID: caseId, Subject: 'Charged in a lift' });
      expect(await outboxDb.outbox.count()).toBe(0);
    },
    outboxJourneyTimeoutMs,
  );

  it(
    'lists the case that waits to send until the server lists it, then as the server has it',
    async () => {
      const user = userEvent.setup();
      const api = serveCases();
      const network = goOffline();
      const online = api.fetch.getMockImplementation();
      api.fetch.mockImplementation(networkDown);
      renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
      await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Written underground');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      // Once the page has tried to send it, and found no connection.
      expect(await screen.findByText(/^You're offline\. Your case will be sent/)).toBeTruthy();
      expect(screen.getByText('Waiting to send')).toBeTruthy();
      // Nothing else to show: the list itself could not be loaded.
      expect(screen.getByText('Your support cases could not be loaded.')).toBeTruthy();

      network.online();
      if (online) api.fetch.mockImplementation(online);
      await replayOutbox();
      // The list is drawn anew once it loads: looked up on the whole screen.
      const row = (await screen.findByRole('button', { name: 'Written underground' })).closest(
        'li',
      ) as HTMLElement;
      expect(within(row).getByText('NEW')).toBeTruthy();
      expect(within(casesList()).queryByText('Waiting to send')).toBeNull();
    },
    outboxJourneyTimeoutMs,
  );

  it(
    'says why a queued case failed, and discards it with the messages written in it',
    async () => {
      const user = userEvent.setup();
      const api = serveCases();
      renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
      await screen.findByRole('link', { name: 'Refund for a cancelled job' });
      const network = goOffline();
      api.fetch.mockImplementation(networkDown);
      await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Never delivered');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByText(/^You're offline\. Your case will be sent/);
      const [queued] = await outboxDb.outbox.toArray();
      if (!queued?.seq) throw new Error('the case is not in the outbox');
      const { seq, ...rest } = queued;
      // A message written in its chat, queued behind it.
      await outboxDb.outbox.add({
        ...rest,
        leads: false,
        key: 'a-message',
        url: 'http://localhost/api/newchat',
      });
      await outboxDb.outbox.update(seq, { status: 'failed', expired: true });
      network.online();

      const row = (await within(casesList()).findByText('Not sent')).closest('li') as HTMLElement;
      expect(within(row).getByText('Not sent: Callout did not answer for 24 hours.')).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Send again' })).toBeTruthy();
      await user.click(within(row).getByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(within(casesList()).queryByText('Never delivered')).toBeNull());
      expect(await outboxDb.outbox.count()).toBe(0);
    },
    outboxJourneyTimeoutMs,
  );

  it(
    'keeps a half-written subject across a reload, for its account only',
    async () => {
      const user = userEvent.setup();
      serveCases();
      const first = renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
      await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'My boiler is');
      await waitFor(async () =>
        expect((await supportDb.drafts.get(subjectDraftKey))?.value).toBe('My boiler is'),
      );
      first.unmount();

      const second = renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
      const subject = await screen.findByRole('textbox', { name: 'Subject' });
      await waitFor(() => expect((subject as HTMLInputElement).value).toBe('My boiler is'));
      second.unmount();

      localStorage.setItem('serve', 'token-of-someone-else');
      renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
      await screen.findByRole('link', { name: 'Refund for a cancelled job' });
      expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('');
    },
    outboxJourneyTimeoutMs,
  );

  it('shows the cases it has when loading them again fails, without an error', async () => {
    const client = createTestQueryClient();
    client.setQueryData(['support-cases', 'user', ''], { pages: [{ cases, next: null }], pageParams: [''] });
    const api = serveCases();
    api.fetch.mockImplementation(networkDown);
    renderAt('/support', '/support', <SupportCasesPage accountType="user" />, client);
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    await waitFor(() => expect(client.getQueryState(['support-cases', 'user', ''])?.status).toBe('error'));
    expect(within(casesList()).getByRole('link', { name: 'Refund for a cancelled job' })).toBeTruthy();
    expect(screen.queryByText('Your support cases could not be loaded.')).toBeNull();
  });

  it('uses the provider calls and chat links for a provider', async () => {
    const api = serveCases(cases, '/provider');
    renderAt('/provider/support', '/provider/support', <SupportCasesPage accountType="provider" />);
    const open = await screen.findByRole('link', { name: 'Refund for a cancelled job' });
    expect(open.getAttribute('href')).toBe('/provider/chat/CS-OPEN0001');
    expect(api.calls[0]?.path).toBe('/api/provider/loadsupportcases');
  });
});
