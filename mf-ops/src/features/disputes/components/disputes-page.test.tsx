import type { OpsDispute } from '@callout/contracts/disputes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, networkDown, renderAt } from '../../../test/test-utils';
import { DisputesPage } from './disputes-page';

const summary = {
  DisputeID: 'DSP-ONE',
  OrderID: 'ORD-ONE',
  Service: 'Leak repair',
  Status: 'OPEN',
  Reason: 'POOR_QUALITY',
  CustomerID: 'CUS-ONE',
  ProviderID: 'PRV-ONE',
  OpenedAt: '2026-07-01T09:30:00Z',
  Photos: 2,
};

const dispute: OpsDispute = {
  DisputeID: 'DSP-ONE',
  OrderID: 'ORD-ONE',
  Service: 'Leak repair',
  Status: 'OPEN',
  Reason: 'POOR_QUALITY',
  Description: 'The tap still drips after the repair.',
  OpenedAt: '2026-07-01T09:30:00Z',
  Photos: ['https://api.example/media/dispute/a?for=OPR-1', 'https://api.example/media/dispute/b?for=OPR-1'],
  Offer: { Kind: 'PARTIAL_REFUND', Amount: 15, Note: '', Status: 'DECLINED' },
  Decision: null,
  Currency: 'GBP',
  Refundable: 80,
  Messages: [
    { Id: '1', From: 'CUSTOMER', Name: 'Sam', Message: 'See the photos.', Date: '2026-07-01T09:31:00Z' },
  ],
  Payout: { Amount: 70, Transferred: 0, Currency: 'GBP', Held: true, AtRisk: false },
  CustomerID: 'CUS-ONE',
  ProviderID: 'PRV-ONE',
};

function serve(list = [summary], shown: OpsDispute = dispute) {
  let open = list;
  return fakeApi({
    'GET /api/ops/disputes': () => answer({ success: true, message: 'Disputes loaded.', data: open }),
    'GET /api/ops/disputes/DSP-ONE': () => answer({ success: true, message: 'Dispute loaded.', data: shown }),
    'POST /api/ops/disputes/DSP-ONE/decide': (params) => {
      if (params.get('outcome') === 'PARTIAL_REFUND' && !params.get('amount')) {
        return answer({ success: false, message: 'A partial refund needs its amount.' }, 400);
      }
      open = [];
      return answer({ success: true, message: 'Decision made. Both sides have been told.' });
    },
  });
}

const open = () => renderAt('/ops/disputes', '/ops/disputes', <DisputesPage />);

describe('reported problems in the console', () => {
  it('opens a dispute beside its photos, chat and held payout, and decides a partial refund', async () => {
    const api = serve();
    open();
    const card = await screen.findByRole('article', { name: /Leak repair/ });
    expect(within(card).getByText(/The work was poor/)).toBeTruthy();
    expect(within(card).getByText(/2 photos/)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Open' }));
    expect(await within(card).findByText('The tap still drips after the repair.')).toBeTruthy();
    expect(within(card).getAllByRole('img')).toHaveLength(2);
    expect(within(card).getByText('£70.00 · held')).toBeTruthy();
    expect(within(card).getByText('See the photos.')).toBeTruthy();
    expect(within(card).getByText(/A refund of £15.00/)).toBeTruthy();

    await userEvent.click(within(card).getByRole('radio', { name: 'Partial refund' }));
    await userEvent.type(within(card).getByLabelText('Reason'), 'The drip is visible.');
    await userEvent.click(within(card).getByRole('button', { name: 'Decide' }));
    expect(await within(card).findByText('A partial refund needs its amount.')).toBeTruthy();
    await userEvent.type(within(card).getByLabelText('Refund amount (£)'), '30');
    await userEvent.click(within(card).getByRole('checkbox', { name: /provider's share/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Decide' }));
    expect(await screen.findByText('Decision made. Both sides have been told.')).toBeTruthy();
    expect(await screen.findByText('No problems to look at.')).toBeTruthy();
    const sent = api.callsTo('ops/disputes/DSP-ONE/decide').at(-1)?.params;
    expect(sent?.get('outcome')).toBe('PARTIAL_REFUND');
    expect(sent?.get('amount')).toBe('30');
    expect(sent?.get('reverseshare')).toBe('false');
    expect(sent?.get('note')).toBe('The drip is visible.');
  });

  it('shows the payment provider’s refusal of the dispute’s refund', async () => {
    serve([{ ...summary, Status: 'DECIDED' }], {
      ...dispute,
      Status: 'DECIDED',
      Decision: {
        Outcome: 'PARTIAL_REFUND',
        Refund: 15,
        ProviderShareReversed: true,
        Note: 'Rushed',
        DecidedAt: '2026-07-02T10:00:00Z',
      },
      RefundRefused: 'The card account is closed.',
    });
    open();
    const card = await screen.findByRole('article', { name: /Leak repair/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Open' }));
    expect(
      await within(card).findByText(
        'The refund was refused by the payment provider: The card account is closed. Nothing was refunded; make it again from the order’s refunds.',
      ),
    ).toBeTruthy();
  });

  it('asks for a reason before deciding', async () => {
    const api = serve();
    open();
    const card = await screen.findByRole('article', { name: /Leak repair/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Open' }));
    await userEvent.click(await within(card).findByRole('button', { name: 'Decide' }));
    expect(await within(card).findByText('Please give the reason for the decision.')).toBeTruthy();
    expect(api.callsTo('ops/disputes/DSP-ONE/decide')).toHaveLength(0);
  });

  it('says when nothing waits', async () => {
    serve([]);
    open();
    expect(await screen.findByText('No problems to look at.')).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    fakeApi({ 'GET /api/ops/disputes': networkDown });
    open();
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeTruthy();
  }, 20_000);
});
