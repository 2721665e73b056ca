// The jobs to bid on load a page at a time, soonest first: when the end of the list scrolls into view, or
// with the Load more button; each page's cursor asks for the next, the first page is asked as it always was,
// and the button goes after the last page.
import type { BiddableJob } from '@callout/contracts/provider-jobs';
import { QueryWrapper } from '@callout/query/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, watchListEnds } from '../../../testing/test-utils';
import { BidPanel } from './bid-panel';

const job = (n: number): BiddableJob => ({
  OrderId: `ORD-${n}`,
  ProductID: '7',
  Category: 'Cleaning',
  Specifics: `Job ${n}`,
  Currency: 'GBP',
  Price: 150,
  PayRate: 'PER JOB',
  ProdImage: null,
  Image: null,
  Rating: null,
  ZipCode: 'SW1A 1AA',
  Address: 'Westminster, London',
  Schedule: '2030-01-02',
  IsBid: false,
});

/** Three pages of two jobs: ORD-1…ORD-6, soonest first; each page's Next names its last. */
const pageAfter = (params: URLSearchParams) => {
  const before = params.get('before');
  const start = before ? Number(before.split('~ORD-')[1]) : 0;
  const Next = start + 2 < 6 ? `2030-01-02~1700000000000000~ORD-${start + 2}` : null;
  return answer({ success: true, message: 'Jobs loaded.', data: [job(start + 1), job(start + 2)], Next });
};

afterEach(() => vi.unstubAllGlobals());

const shown = () =>
  within(screen.getByRole('list', { name: 'Published jobs' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('the bid panel’s pages', () => {
  it('loads the next page with the Load more button, to the last, then offers no more', async () => {
    const api = fakeApi({ 'GET /api/provider/BidOpportunities': pageAfter });
    render(<BidPanel open onClose={() => {}} />, { wrapper: QueryWrapper });
    await screen.findByRole('heading', { name: 'Cleaning · Job 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
    await screen.findByRole('heading', { name: 'Cleaning · Job 4' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
    await screen.findByRole('heading', { name: 'Cleaning · Job 6' });
    expect(shown()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Cleaning · Job ${n}`));
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).toBeNull();
    expect(api.callsTo('provider/BidOpportunities').map((call) => call.params.toString())).toEqual([
      '',
      'before=2030-01-02%7E1700000000000000%7EORD-2',
      'before=2030-01-02%7E1700000000000000%7EORD-4',
    ]);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const scrollToEnd = watchListEnds();
    const api = fakeApi({ 'GET /api/provider/BidOpportunities': pageAfter });
    render(<BidPanel open onClose={() => {}} />, { wrapper: QueryWrapper });
    await screen.findByRole('heading', { name: 'Cleaning · Job 2' });
    scrollToEnd();
    await screen.findByRole('heading', { name: 'Cleaning · Job 4' });
    scrollToEnd();
    await screen.findByRole('heading', { name: 'Cleaning · Job 6' });
    expect(shown()).toHaveLength(6);
    expect(api.callsTo('provider/BidOpportunities')).toHaveLength(3);
  });
});
