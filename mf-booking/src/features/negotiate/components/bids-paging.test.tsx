// A published job's bids load a page at a time, as they came: when the end of the list scrolls into view,
// or with the Load more button; each page's cursor asks for the next, the first page is asked as it always
// was, and the button goes after the last page.
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftAt, storeDraft } from '../../../testing/drafts';
import { answer, fakeApi, flowStubs, ok, renderRoutes, watchListEnds } from '../../../testing/test-utils';
import NegotiatePage from './negotiate-page';

vi.mock('./provider-map', () => ({ default: () => null }));

const routes = [{ path: '/service/negotiate', element: <NegotiatePage /> }, ...flowStubs];
const bid = (n: number) => ({
  PersonnelID: `p${n}`,
  FirstName: 'Bidder',
  LastName: `Number ${n}`,
  BioInfo: null,
  Image: null,
  Price: 140,
  Rating: 4.5,
  Perks: [],
  Distance: 3.2,
});
/** Three pages of two bids: p1…p6 as they came; each page's Next names its last. */
const pageAfter = (params: URLSearchParams) => {
  const before = params.get('before');
  const start = before ? Number(before.split('~p')[1]) : 0;
  const Next = start + 2 < 6 ? `1700000000000000~p${start + 2}` : null;
  return answer({ success: true, message: 'Bids found.', data: [bid(start + 1), bid(start + 2)], Next });
};
const api = {
  'GET /api/geo/postcodes': () => ok([]),
  'POST /api/requestservice': () => answer({ success: true, message: 'ORD-1' }, 201),
  'GET /api/findbids': pageAfter,
};

afterEach(() => vi.unstubAllGlobals());

describe('the bids on a published job', () => {
  it('loads the next page with the Load more button, to the last, then offers no more', async () => {
    await storeDraft(draftAt.negotiate('BID'));
    const { callsTo } = fakeApi(api);
    renderRoutes(routes, '/service/negotiate');
    await screen.findByRole('button', { name: 'Choose Bidder Number 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more bids' }));
    await screen.findByRole('button', { name: 'Choose Bidder Number 4' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more bids' }));
    await screen.findByRole('button', { name: 'Choose Bidder Number 6' });
    expect(screen.getAllByRole('button', { name: /^Choose Bidder/ })).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Load more bids' })).toBeNull();
    expect(callsTo('findbids').map((call) => call.params.toString())).toEqual([
      'orderid=ORD-1',
      'orderid=ORD-1&before=1700000000000000%7Ep2',
      'orderid=ORD-1&before=1700000000000000%7Ep4',
    ]);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const scrollToEnd = watchListEnds();
    await storeDraft(draftAt.negotiate('BID'));
    fakeApi(api);
    renderRoutes(routes, '/service/negotiate');
    await screen.findByRole('button', { name: 'Choose Bidder Number 2' });
    scrollToEnd();
    await screen.findByRole('button', { name: 'Choose Bidder Number 4' });
    scrollToEnd();
    await screen.findByRole('button', { name: 'Choose Bidder Number 6' });
    expect(screen.getAllByRole('button', { name: /^Choose Bidder/ })).toHaveLength(6);
  });
});
