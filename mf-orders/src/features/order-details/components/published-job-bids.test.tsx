import '../../../testing/test-utils';
import type { OrderStatus } from '@callout/contracts/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailsPage } from '../../../app/order-details-page';
import { readBookingDraft } from '../../../data/booking-draft';
import { loadPage } from '../../../lib/dialogs';
import { detailsReply, orderId } from '../../../testing/orders';
import { answer, fakeApi, ok, renderRoutes } from '../../../testing/test-utils';

vi.mock('../../../lib/dialogs', async (original) => ({
  ...(await original<typeof import('../../../lib/dialogs')>()),
  loadPage: vi.fn(),
}));

const bidder = (PersonnelID: string) => ({
  PersonnelID,
  FirstName: 'Amara',
  LastName: 'Okafor',
  BioInfo: null,
  Image: null,
  Price: 150,
  Rating: null,
  Perks: [],
  Distance: 1.5,
});

const publishedJob = (status: OrderStatus = 'NEW ORDER') =>
  detailsReply({ OrderStatus: status, PersonnelID: '', PersonnelName: null, PersonnelImg: null });

async function openOrder(reply: ReturnType<typeof detailsReply>, bids: unknown[]) {
  const api = fakeApi({
    'GET /api/orderdetails': () => answer(reply),
    'GET /api/findbids': () => ok({ data: bids }),
  });
  renderRoutes(
    [{ path: '/details/:id', element: <OrderDetailsPage accountType="user" /> }],
    `/details/${orderId}`,
  );
  return { api, party: await screen.findByRole('region', { name: 'Provider' }) };
}

describe('a published job without a provider', () => {
  beforeEach(() => vi.mocked(loadPage).mockClear());

  it('counts the bids of every page', async () => {
    const api = fakeApi({
      'GET /api/orderdetails': () => answer(publishedJob()),
      // The bids come a page at a time: 50, then 3 after the first page's cursor.
      'GET /api/findbids': (params) =>
        params.get('before')
          ? ok({ data: ['Q1', 'Q2', 'Q3'].map(bidder), Next: null })
          : ok({ data: Array.from({ length: 50 }, (_, n) => bidder(`P${n}`)), Next: '1700000000000000~P49' }),
    });
    renderRoutes(
      [{ path: '/details/:id', element: <OrderDetailsPage accountType="user" /> }],
      `/details/${orderId}`,
    );
    const party = await screen.findByRole('region', { name: 'Provider' });
    expect(await within(party).findByText('53 bids so far')).toBeTruthy();
    expect(api.callsTo('findbids').map((call) => call.params.get('before'))).toEqual([
      null,
      '1700000000000000~P49',
    ]);
  });

  it('counts its bids and leads back to them on negotiate, resuming the same request', async () => {
    const { party } = await openOrder(publishedJob(), [bidder('P1'), bidder('P2')]);
    expect(await within(party).findByText('2 bids so far')).toBeTruthy();

    await userEvent.click(within(party).getByRole('button', { name: 'See bids' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/service/negotiate'));
    expect(await readBookingDraft()).toMatchObject({
      Order: orderId,
      Provider: 'BID',
      Scheduled: '2025-07-20',
      toNegotiate: true,
    });
  });

  it('says when nobody has bid yet, and still offers the way back', async () => {
    const { party } = await openOrder(publishedJob(), []);
    expect(await within(party).findByText('No bids yet')).toBeTruthy();
    expect(within(party).getByRole('button', { name: 'See bids' })).toBeTruthy();
  });

  it('offers no bids once the job is cancelled', async () => {
    const { api, party } = await openOrder(publishedJob('CANCELLED'), [bidder('P1')]);
    expect(within(party).getByText('Not assigned yet')).toBeTruthy();
    expect(within(party).queryByRole('button', { name: 'See bids' })).toBeNull();
    expect(api.callsTo('findbids')).toEqual([]);
  });
});
