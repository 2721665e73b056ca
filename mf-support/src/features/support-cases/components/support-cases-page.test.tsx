import type { SupportCase } from '@callout/contracts/support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alerts, answer, fakeApi, renderAt } from '../../../test/test-utils';
import { SupportCasesPage } from './support-cases-page';

const cases: SupportCase[] = [
  {
    CaseID: 'CS-OPEN0001',
    Subject: 'Refund for a cancelled job',
    Status: 'OPEN',
    Created: '2025-07-11T09:00:00Z',
  },
  {
    CaseID: 'CS-NEW00002',
    Subject: 'Provider did not arrive',
    Status: 'NEW',
    Created: '2025-07-12T09:00:00Z',
  },
];

function serveCases(list: SupportCase[] = cases, prefix = '') {
  return fakeApi({
    [`POST /api${prefix}/loadsupportcases`]: (params) => {
      const search = params.get('value')?.toLowerCase() ?? '';
      const data = list.filter((row) => row.Subject.toLowerCase().includes(search));
      return answer({ success: true, message: 'Support cases loaded.', data });
    },
    [`POST /api${prefix}/newsupportcase`]: (params) =>
      params.get('value') === 'Refused subject'
        ? answer(
            { success: false, message: 'Too many attempts. Please wait a few minutes and try again.' },
            429,
          )
        : answer({ success: true, message: 'Your support case has been created.' }, 201),
  });
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
    expect(api.calls.some((call) => call.path === '/api/newsupportcase')).toBe(false);

    await user.type(subject, ' me with a refund');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your support case has been created.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/newsupportcase')?.params.get('value')).toBe(
      'Help me with a refund',
    );
    expect((subject as HTMLInputElement).value).toBe('');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/loadsupportcases')).toHaveLength(2),
    );
  });

  it('alerts the server message when a case is refused', async () => {
    const user = userEvent.setup();
    serveCases();
    renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Refused subject');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(alerts).toEqual(['Too many attempts. Please wait a few minutes and try again.']),
    );
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      'Refused subject',
    );
  });

  it('uses the provider calls and chat links for a provider', async () => {
    const api = serveCases(cases, '/provider');
    renderAt('/provider/support', '/provider/support', <SupportCasesPage accountType="provider" />);
    const open = await screen.findByRole('link', { name: 'Refund for a cancelled job' });
    expect(open.getAttribute('href')).toBe('/provider/chat/CS-OPEN0001');
    expect(api.calls[0]?.path).toBe('/api/provider/loadsupportcases');
  });
});
