// The earnings page loads older payouts a page at a time: when the end of the table scrolls into view, or
// with the Load more button; the first page is asked as it always was (so the worker's kept copy serves it
// offline) and each page's cursor asks for the next; the button goes after the last page. The totals are the
// server's, over every payout, never the sum of the pages loaded; without them, they show only once every
// payout is loaded.
import '../../../testing/test-utils';
import type { ProviderPayoutsResponse } from '@callout/contracts/provider-earnings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payout } from '../../../testing/page-data';
import { profileData } from '../../../testing/profile-data';
import { answer, fakeApi, ok, renderAt, watchListEnds } from '../../../testing/test-utils';
import EarningsPage from './earnings-page';

const serverTotals: NonNullable<ProviderPayoutsResponse['Totals']> = {
  ThisMonth: { Month: '2026-07', Net: [{ Currency: 'GBP', Amount: 1234.5 }] },
  LastMonth: { Month: '2026-06', Net: [{ Currency: 'GBP', Amount: 987 }] },
};

/**
 * Three pages of two, ORD-1…ORD-6 newest first, each £72 earned this month; each page's Next names its last
 * payout; the first page carries `totals`.
 */
function pageAfter(totals: ProviderPayoutsResponse['Totals'] | undefined) {
  return (params: URLSearchParams) => {
    const before = params.get('before');
    const start = before ? Number(before.split('~')[1]) : 0;
    const data = [start + 1, start + 2].map((n) =>
      payout({ OrderID: `ORD-${n}`, EarnedAt: `2026-07-${String(12 - n).padStart(2, '0')}T09:00:00Z` }),
    );
    const Next = start + 2 < 6 ? `1700000000000000~${start + 2}` : null;
    return answer({
      success: true,
      message: 'Earnings loaded.',
      data,
      Next,
      ...(before || !totals ? {} : { Totals: totals }),
    });
  };
}

function earningsApi(pages: (params: URLSearchParams) => Response) {
  return fakeApi({
    'GET /api/provider/profile': () => ok(profileData()),
    'GET /api/provider/payouts': pages,
  });
}

const shownOrders = async () =>
  within(await screen.findByRole('table', { name: 'Payouts' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const totalsShown = () => {
  const totals = screen.getByRole('region', { name: 'Totals' });
  return within(totals)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);
};
const loadMore = () => screen.queryByRole('button', { name: 'Load more payouts' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-15T11:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('earnings paging', () => {
  it('loads the next page with the Load more button, to the last, then offers no more', async () => {
    const { callsTo } = earningsApi(pageAfter(serverTotals));
    renderAt('/provider/earnings', <EarningsPage />);
    await screen.findByRole('link', { name: 'ORD-2' });
    expect(await shownOrders()).toEqual(['ORD-1', 'ORD-2']);
    await userEvent.click(loadMore() as HTMLElement);
    await screen.findByRole('link', { name: 'ORD-4' });
    await userEvent.click(loadMore() as HTMLElement);
    await screen.findByRole('link', { name: 'ORD-6' });
    expect(await shownOrders()).toEqual(['ORD-1', 'ORD-2', 'ORD-3', 'ORD-4', 'ORD-5', 'ORD-6']);
    expect(loadMore()).toBeNull();
    expect(callsTo('provider/payouts').map((call) => call.params.toString())).toEqual([
      '',
      'before=1700000000000000%7E2',
      'before=1700000000000000%7E4',
    ]);
  });

  it('loads the next page when the end of the table scrolls into view', async () => {
    const scrollToEnd = watchListEnds();
    const { callsTo } = earningsApi(pageAfter(serverTotals));
    renderAt('/provider/earnings', <EarningsPage />);
    await screen.findByRole('link', { name: 'ORD-2' });
    scrollToEnd();
    await screen.findByRole('link', { name: 'ORD-4' });
    scrollToEnd();
    await screen.findByRole('link', { name: 'ORD-6' });
    expect(await shownOrders()).toHaveLength(6);
    expect(callsTo('provider/payouts')).toHaveLength(3);
  });

  it("shows the server's totals over every payout, whatever pages are loaded", async () => {
    earningsApi(pageAfter(serverTotals));
    renderAt('/provider/earnings', <EarningsPage />);
    await screen.findByRole('link', { name: 'ORD-2' });
    // Not the £144 of the two payouts on screen.
    expect(totalsShown()).toEqual(['£1,234.50', '£987.00']);
    await userEvent.click(loadMore() as HTMLElement);
    await screen.findByRole('link', { name: 'ORD-4' });
    expect(totalsShown()).toEqual(['£1,234.50', '£987.00']);
  });

  it('without the totals, shows none until every payout is loaded, then sums them', async () => {
    earningsApi(pageAfter(undefined));
    renderAt('/provider/earnings', <EarningsPage />);
    await screen.findByRole('link', { name: 'ORD-2' });
    expect(screen.queryByRole('region', { name: 'Totals' })).toBeNull();
    await userEvent.click(loadMore() as HTMLElement);
    await screen.findByRole('link', { name: 'ORD-4' });
    expect(screen.queryByRole('region', { name: 'Totals' })).toBeNull();
    await userEvent.click(loadMore() as HTMLElement);
    await screen.findByRole('link', { name: 'ORD-6' });
    // Six payouts of £72, all in July.
    expect(totalsShown()).toEqual(['£432.00', '£0.00']);
  });
});
