import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadDraft } from '../../../data/request-draft';
import { draftAt, storeDraft } from '../../../testing/drafts';
import { fakeApi, flowStubs, networkDown, ok, renderRoutes } from '../../../testing/test-utils';
import CategoryPage from './category-page';

const routes = [{ path: '/service/category', element: <CategoryPage /> }, ...flowStubs];
const categories = [
  { Category: 'Cleaning', Description: 'Homes and offices', imgLink: '/img/c.png' },
  { Category: 'Plumbing', Description: 'Leaks and fittings', imgLink: '/img/p.png' },
];

describe('choosing a category', () => {
  it('sends a draft without a location back to /getstarted', async () => {
    fakeApi({ 'GET /api/categories': () => ok(categories) });
    renderRoutes(routes, '/service/category');
    expect(await screen.findByRole('heading', { name: 'page /getstarted' })).toBeTruthy();
  });

  it('confirms, stores the category (dropping later choices) and goes to the specifics', async () => {
    await storeDraft({ ...draftAt.negotiate(), Order: '99' });
    fakeApi({ 'GET /api/categories': () => ok(categories) });
    renderRoutes(routes, '/service/category');
    await userEvent.click(await screen.findByRole('button', { name: /Plumbing/ }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to proceed?');
    expect(await screen.findByRole('heading', { name: 'page /service/specifics' })).toBeTruthy();
    expect(await loadDraft()).toEqual({ ...draftAt.category(), Category: 'Plumbing' });
  });

  it('stays put when the customer does not confirm', async () => {
    await storeDraft(draftAt.category());
    vi.mocked(window.confirm).mockReturnValue(false);
    fakeApi({ 'GET /api/categories': () => ok(categories) });
    renderRoutes(routes, '/service/category');
    await userEvent.click(await screen.findByRole('button', { name: /Cleaning/ }));
    expect(screen.getByRole('heading', { name: 'Choose a category' })).toBeTruthy();
  });

  it('searches as the customer types without a request per key', async () => {
    await storeDraft(draftAt.category());
    const { callsTo } = fakeApi({
      'GET /api/categories': (params) =>
        ok(categories.filter((c) => c.Category.toLowerCase().includes(params.get('search') ?? ''))),
    });
    renderRoutes(routes, '/service/category');
    await screen.findByRole('button', { name: /Cleaning/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'plum');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Cleaning/ })).toBeNull());
    expect(callsTo('categories').map((call) => call.params.get('search'))).toEqual(['', 'plum']);
  });

  it('retries a failed load until the list arrives, and shows the empty state', async () => {
    await storeDraft(draftAt.category());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failures = 1;
    fakeApi({ 'GET /api/categories': () => (failures-- > 0 ? networkDown() : ok([])) });
    renderRoutes(routes, '/service/category');
    await vi.advanceTimersByTimeAsync(3500);
    expect(await screen.findByText('No records found')).toBeTruthy();
  });
});
