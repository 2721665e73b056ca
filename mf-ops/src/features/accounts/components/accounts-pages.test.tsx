import type { OpsAccountDetail } from '@callout/contracts/ops-people';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { account, accountDetail } from '../../../test/rendered-data';
import { answer, fakeApi, renderAt } from '../../../test/test-utils';
import { AccountPage } from './account-page';
import { AccountsPage } from './accounts-page';

const detail = (suspended: string | null): OpsAccountDetail => ({
  ...accountDetail,
  Suspended: suspended,
  SuspensionNote: suspended ? 'Abusive messages' : null,
  Audit: suspended
    ? [
        {
          ID: '1',
          At: suspended,
          OperatorID: 'OPR-1',
          OperatorEmail: 'operator@example.com',
          Action: 'account.suspend',
          SubjectType: 'account',
          SubjectID: 'CUS-SAM',
          AccountID: 'CUS-SAM',
          Before: { Suspended: null },
          After: { Suspended: suspended },
          Note: 'Abusive messages',
        },
      ]
    : [],
});

describe('accounts', () => {
  it('searches accounts by text and role and links each to its page', async () => {
    const api = fakeApi({
      'GET /api/ops/accounts': (params) =>
        answer({
          success: true,
          message: 'Accounts loaded.',
          data: (params.get('search') ?? '').startsWith('nobody') ? [] : [account],
        }),
    });
    renderAt('/ops/accounts', '/ops/accounts', <AccountsPage />);
    const link = await screen.findByRole('link', { name: 'sam@example.com' });
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Customer');
    await userEvent.type(screen.getByLabelText('Search by email, name, phone or id'), 'nobody');
    expect(await screen.findByText('No records found')).toBeTruthy();
    const last = api.callsTo('ops/accounts').at(-1);
    expect(last?.params.get('role')).toBe('user');
    expect(last?.params.get('search')).toBe('nobody');
    expect(link).toBeTruthy();
  });

  it('adds the next page below on More accounts, until the last', async () => {
    const named = (email: string, id: string) => ({ ...account, Email: email, ID: id });
    const api = fakeApi({
      'GET /api/ops/accounts': (params) =>
        answer(
          params.get('before') === '123~CUS-B'
            ? {
                success: true,
                message: 'Accounts loaded.',
                data: [named('c@example.com', 'CUS-C')],
                Next: null,
              }
            : {
                success: true,
                message: 'Accounts loaded.',
                data: [named('a@example.com', 'CUS-A'), named('b@example.com', 'CUS-B')],
                Next: '123~CUS-B',
              },
        ),
    });
    renderAt('/ops/accounts', '/ops/accounts', <AccountsPage />);
    await screen.findByRole('link', { name: 'b@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'More accounts' }));
    expect(await screen.findByRole('link', { name: 'c@example.com' })).toBeTruthy();
    const links = within(screen.getByRole('table')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(screen.queryByRole('button', { name: 'More accounts' })).toBeNull();
    expect(api.callsTo('ops/accounts').at(-1)?.params.get('before')).toBe('123~CUS-B');
  });

  it('shows an account with its orders, cases and reviews, and suspends it after confirmation', async () => {
    let suspended: string | null = null;
    const api = fakeApi({
      'GET /api/ops/accounts/CUS-SAM': () =>
        answer({ success: true, message: 'Account loaded.', data: detail(suspended) }),
      'POST /api/ops/accounts/CUS-SAM/suspend': () => {
        suspended = '2025-07-05T09:00:00Z';
        return answer({
          success: true,
          message: 'Account suspended. Its sessions have ended and the owner has been mailed.',
        });
      },
    });
    renderAt('/ops/accounts/:accountId', '/ops/accounts/CUS-SAM', <AccountPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'sam@example.com' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'ORD-1' })[0]?.getAttribute('href')).toBe('/ops/orders/ORD-1');
    expect(screen.getByText(/Where is my receipt\?/)).toBeTruthy();
    expect(screen.getByText(/Gave 5 stars/)).toBeTruthy();

    // No note: asked for one, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('Please add a note saying why the account is suspended.')).toBeTruthy();
    await userEvent.type(
      screen.getByLabelText('Why is it suspended? (mailed to the owner)'),
      'Abusive messages',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Suspend account' }));
    // The confirmation takes the focus; cancelling keeps the note.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, suspend' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('ops/accounts/CUS-SAM/suspend')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Suspend account' }));
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText('Account suspended. Its sessions have ended and the owner has been mailed.'),
    ).toBeTruthy();
    expect(api.callsTo('ops/accounts/CUS-SAM/suspend')[0]?.params.get('note')).toBe('Abusive messages');
    expect(await screen.findByRole('heading', { name: 'This account is suspended' })).toBeTruthy();
    const audit = screen.getByRole('region', { name: 'Audit log' });
    expect(within(audit).getByText('account.suspend')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reinstate account' })).toBeTruthy();
  });

  it('shows the server’s words when the account cannot be changed', async () => {
    fakeApi({
      'GET /api/ops/accounts/CUS-SAM': () =>
        answer({ success: true, message: 'Account loaded.', data: detail('2025-07-05T09:00:00Z') }),
      'POST /api/ops/accounts/CUS-SAM/reinstate': () =>
        answer({ success: false, message: 'This account is not suspended.' }, 409),
    });
    renderAt('/ops/accounts/:accountId', '/ops/accounts/CUS-SAM', <AccountPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reinstate account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reinstate' }));
    expect(await screen.findByText('This account is not suspended.')).toBeTruthy();
  });

  it('hides a review under the review policy with a reason, then shows it hidden with that reason', async () => {
    let hidden: string | null = null;
    const review = {
      OrderID: 'ORD-7',
      Direction: 'received' as const,
      Rating: 1,
      Body: 'Got a discount for this',
      Created: '2025-07-01T09:00:00Z',
      ReviewID: '42',
    };
    const api = fakeApi({
      'GET /api/ops/accounts/CUS-SAM': () =>
        answer({
          success: true,
          message: 'Account loaded.',
          data: {
            ...detail(null),
            Reviews: [{ ...review, Hidden: hidden, HiddenReason: hidden ? 'Undisclosed incentive' : null }],
          },
        }),
      'POST /api/ops/reviews/42/hide': () => {
        hidden = '2025-07-05T09:00:00Z';
        return answer({ success: true, message: 'Review hidden.' });
      },
      'POST /api/ops/reviews/42/show': () => {
        hidden = null;
        return answer({ success: true, message: 'Review shown again.' });
      },
    });
    renderAt('/ops/accounts/:accountId', '/ops/accounts/CUS-SAM', <AccountPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide review of order ORD-7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Please say why the review is hidden.')).toBeTruthy();
    expect(api.callsTo('ops/reviews/42/hide')).toHaveLength(0);
    await userEvent.type(
      screen.getByLabelText('Why is the review of order ORD-7 hidden?'),
      'Undisclosed incentive',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText(/under the review policy: Undisclosed incentive/)).toBeTruthy();
    expect(api.callsTo('ops/reviews/42/hide')[0]?.params.get('reason')).toBe('Undisclosed incentive');
    expect(screen.queryByRole('button', { name: 'Hide review of order ORD-7' })).toBeNull();

    // Shown again (a mistake, or an appeal upheld): it counts once more and can be hidden again.
    await userEvent.click(screen.getByRole('button', { name: 'Show the review of order ORD-7 again' }));
    expect(await screen.findByRole('button', { name: 'Hide review of order ORD-7' })).toBeTruthy();
    expect(api.callsTo('ops/reviews/42/show')).toHaveLength(1);
    expect(screen.queryByText(/under the review policy/)).toBeNull();
  });
});
