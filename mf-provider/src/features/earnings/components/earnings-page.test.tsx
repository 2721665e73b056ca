import '../../../testing/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payout } from '../../../testing/page-data';
import { profileData } from '../../../testing/profile-data';
import { fakeApi, networkDown, ok, refused, renderAt } from '../../../testing/test-utils';
import EarningsPage from './earnings-page';

// Newest first, as the server sends them. The middle one was earned at 00:30 on 1 July in London.
const payouts = [
  payout({
    OrderID: 'ORD-3',
    Status: 'PENDING',
    Schedule: 'WEEKLY',
    EarnedAt: '2026-07-10T09:00:00Z',
    PaidAt: null,
  }),
  payout({
    OrderID: 'ORD-2',
    Name: 'Deep clean',
    Gross: 100,
    Fee: 7.5,
    Net: 67.5,
    Refunded: 25,
    EarnedAt: '2026-06-30T23:30:00Z',
    PaidAt: '2026-06-30T23:30:00Z',
  }),
  payout({ OrderID: 'ORD-1', Status: 'REVERSED', EarnedAt: '2026-06-30T22:30:00Z', PaidAt: null }),
  payout({ OrderID: 'ORD-0', Net: 40, EarnedAt: '2026-06-02T10:00:00Z', PaidAt: '2026-06-08T05:00:00Z' }),
];

function earningsApi(answer: () => Response | Promise<Response>) {
  return fakeApi({
    'GET /api/provider/profile': () => ok(profileData()),
    'GET /api/provider/payouts': answer,
  });
}

const table = () => screen.findByRole('table', { name: 'Payouts' });
/** A payout row's texts: its header (the order) first, then its cells. */
const cellsOf = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);

beforeEach(() => {
  // Mid-July in London; only Date is faked, so the page's own timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-15T11:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the earnings page', () => {
  it('lists every payout with its order, gross, fee, net, status, schedule and paid day in London', async () => {
    earningsApi(() => ok(payouts));
    renderAt('/provider/earnings', <EarningsPage />);
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Gross', 'Fee', 'Net', 'Status', 'Schedule', 'Paid']);
    expect(rows.slice(1).map((row) => cellsOf(row))).toEqual([
      ['ORD-3Leak repair', '£80.00', '£8.00', '£72.00', 'PENDING', 'Weekly', 'Not paid yet'],
      [
        'ORD-2Deep clean',
        '£100.00',
        '£7.50',
        '£67.50£25.00 refunded to the customer',
        'PAID',
        'Instant',
        '1 Jul 2026',
      ],
      ['ORD-1Leak repair', '£80.00', '£8.00', '£72.00', 'REVERSED', 'Instant', 'Not paid yet'],
      ['ORD-0Leak repair', '£80.00', '£8.00', '£40.00', 'PAID', 'Instant', '8 Jun 2026'],
    ]);
    const link = within(rows[2] as HTMLElement).getByRole('link', { name: 'ORD-2' });
    expect(link.getAttribute('href')).toBe('/provider/details/ORD-2');
  });

  it('totals this month and last month in London months, naming them', async () => {
    earningsApi(() => ok(payouts));
    renderAt('/provider/earnings', <EarningsPage />);
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const terms = within(totals)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const values = within(totals)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(Object.fromEntries(terms.map((term, n) => [term, values[n]]))).toEqual({
      // ORD-3 (£72) and ORD-2 (£67.50, 1 July in London though 30 June in UTC).
      'This month (July 2026)': '£139.50',
      // ORD-0 only: ORD-1 was reversed.
      'Last month (June 2026)': '£40.00',
    });
  });

  it('says there are no earnings yet', async () => {
    earningsApi(() => ok([], 'No earnings yet'));
    renderAt('/provider/earnings', <EarningsPage />);
    expect(await screen.findByText('No earnings yet')).toBeTruthy();
    expect(
      screen.getByText('A payout appears here once a job you completed has been paid for.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Totals' })).toBeNull();
  });

  it('shows an error with Retry when the payouts cannot be loaded, and the list once they can', async () => {
    let reachable = false;
    earningsApi(() => (reachable ? ok(payouts) : networkDown()));
    renderAt('/provider/earnings', <EarningsPage />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('This could not be loaded. Check your connection and try again.');
    expect(screen.queryByText('No earnings yet')).toBeNull();
    reachable = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await table()).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal as an error", async () => {
    earningsApi(() => refused('Session expired, please login again', 403));
    renderAt('/provider/earnings', <EarningsPage />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why a payout waits for the tax details for HMRC, with a link to give them', async () => {
    earningsApi(() =>
      ok([
        payout({ OrderID: 'ORD-9', Status: 'PENDING', PaidAt: null, HeldReason: 'seller-details' }),
        ...payouts,
      ]),
    );
    renderAt('/provider/earnings', <EarningsPage />);
    const rows = within(await table()).getAllByRole('row');
    const held = rows.find((row) => row.textContent?.includes('ORD-9')) as HTMLElement;
    expect(held.textContent).toContain('Waiting for your tax details for HMRC');
    expect(within(held).getByRole('link', { name: 'Give your tax details' }).getAttribute('href')).toBe(
      '/provider/taxdetails',
    );
    const other = rows.find((row) => row.textContent?.includes('ORD-3')) as HTMLElement;
    expect(other.textContent).not.toContain('HMRC');
  });
});
