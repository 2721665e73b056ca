// The console's order list loads older orders a page at a time: when the end of the table scrolls into view,
// or with the Load more button; each page's cursor asks for the next, the first page is asked as it always
// was, the button goes after the last page, and another status starts again from its first page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderSummary } from '../../../test/rendered-data';
import { answer, fakeApi, renderAt, watchListEnds } from '../../../test/test-utils';
import { OrdersPage } from './orders-page';

/** Three pages of two orders each: ORD-1…ORD-6, newest first; each page's Next names its last. */
const pageAfter = (params: URLSearchParams) => {
  const before = params.get('before');
  const start = before ? Number(before.split('~ORD-')[1]) : 0;
  const data = [start + 1, start + 2].map((n) => ({ ...orderSummary, OrderID: `ORD-${n}` }));
  const Next = start + 2 < 6 ? `1700000000000000~ORD-${start + 2}` : null;
  return answer({ success: true, message: 'Orders loaded.', data, Next });
};

afterEach(() => vi.unstubAllGlobals());

const shown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('console order list paging', () => {
  it('loads the next page with the Load more button, to the last, then offers no more', async () => {
    const api = fakeApi({ 'GET /api/ops/orders': pageAfter });
    renderAt('/ops/orders', '/ops/orders', <OrdersPage />);
    await screen.findByRole('link', { name: 'ORD-2' });
    expect(shown()).toEqual(['ORD-1', 'ORD-2']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    await screen.findByRole('link', { name: 'ORD-4' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    await screen.findByRole('link', { name: 'ORD-6' });
    expect(shown()).toEqual(['ORD-1', 'ORD-2', 'ORD-3', 'ORD-4', 'ORD-5', 'ORD-6']);
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
    expect(api.callsTo('ops/orders').map((call) => call.params.toString())).toEqual([
      'status=all',
      'status=all&before=1700000000000000%7EORD-2',
      'status=all&before=1700000000000000%7EORD-4',
    ]);
  });

  it('loads the next page when the end of the table scrolls into view; a status starts from its first', async () => {
    const scrollToEnd = watchListEnds();
    const api = fakeApi({ 'GET /api/ops/orders': pageAfter });
    renderAt('/ops/orders', '/ops/orders', <OrdersPage />);
    await screen.findByRole('link', { name: 'ORD-2' });
    scrollToEnd();
    await screen.findByRole('link', { name: 'ORD-4' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'CANCELLED');
    await vi.waitFor(() => expect(shown()).toEqual(['ORD-1', 'ORD-2']));
    expect(api.callsTo('ops/orders').at(-1)?.params.toString()).toBe('status=CANCELLED');
  });
});
