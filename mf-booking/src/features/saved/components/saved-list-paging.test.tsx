// The saved lists load older entries a page at a time: when the end of the list scrolls into view, or with
// the Load more button; each page's cursor asks for the next, the first page is asked as it always was (so
// the worker's kept copy serves it offline), the button goes after the last page, and a search the server
// cannot answer is made on every page loaded.
import type { SavedLocation, SavedProvider } from '@callout/contracts/saved';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, networkDown, renderRoutes, watchListEnds } from '../../../testing/test-utils';
import SavedLocationsPage from './saved-locations-page';
import SavedProvidersPage from './saved-providers-page';

const routes = [
  { path: '/profile/locations', element: <SavedLocationsPage /> },
  { path: '/profile/providers', element: <SavedProvidersPage /> },
];

/** Three pages of two, entries 1…6 newest first; each page's Next names its last entry. */
function pageAfter<T>(entry: (n: number) => T) {
  return (params: URLSearchParams) => {
    const before = params.get('before');
    const start = before ? Number(before.split('~')[1]) : 0;
    const data = [start + 1, start + 2].map(entry);
    const Next = start + 2 < 6 ? `1700000000000000~${start + 2}` : null;
    return answer({ success: true, message: 'Saved records loaded.', data, Next });
  };
}
const location = (n: number): SavedLocation => ({
  Available: `E${n} 1AA;${n} High Street`,
  LastUpdated: '2030-01-02T10:00:00Z',
});
const provider = (n: number): SavedProvider => ({
  FirstName: 'Provider',
  LastName: `Number ${n}`,
  BioInfo: null,
  Available: String(n),
  LastUpdated: '2030-01-02T10:00:00Z',
});

afterEach(() => vi.unstubAllGlobals());

const shown = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('saved list paging', () => {
  it('loads the next page of locations with the Load more button, to the last, then offers no more', async () => {
    const { callsTo } = fakeApi({ 'GET /api/savedlocations': pageAfter(location) });
    renderRoutes(routes, '/profile/locations');
    await screen.findByRole('heading', { name: 'E2 1AA' });
    expect(shown('Saved locations')).toEqual(['E1 1AA', 'E2 1AA']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more saved locations' }));
    await screen.findByRole('heading', { name: 'E4 1AA' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more saved locations' }));
    await screen.findByRole('heading', { name: 'E6 1AA' });
    expect(shown('Saved locations')).toEqual([1, 2, 3, 4, 5, 6].map((n) => `E${n} 1AA`));
    expect(screen.queryByRole('button', { name: 'Load more saved locations' })).toBeNull();
    expect(callsTo('savedlocations').map((call) => call.params.toString())).toEqual([
      'search=',
      'search=&before=1700000000000000%7E2',
      'search=&before=1700000000000000%7E4',
    ]);
  });

  it('loads the next page of providers when the end of the list scrolls into view', async () => {
    const scrollToEnd = watchListEnds();
    const { callsTo } = fakeApi({ 'GET /api/savedproviders': pageAfter(provider) });
    renderRoutes(routes, '/profile/providers');
    await screen.findByRole('heading', { name: 'Provider Number 2' });
    scrollToEnd();
    await screen.findByRole('heading', { name: 'Provider Number 4' });
    scrollToEnd();
    await screen.findByRole('heading', { name: 'Provider Number 6' });
    expect(shown('Saved providers')).toHaveLength(6);
    expect(callsTo('savedproviders')).toHaveLength(3);
  });

  it('searches every page loaded when the server cannot answer the search', async () => {
    const pages = pageAfter(location);
    fakeApi({
      'GET /api/savedlocations': (params) => (params.get('search') ? networkDown() : pages(params)),
    });
    renderRoutes(routes, '/profile/locations');
    await screen.findByRole('heading', { name: 'E2 1AA' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more saved locations' }));
    await screen.findByRole('heading', { name: 'E4 1AA' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search saved locations' }), '3 High');
    await vi.waitFor(() => expect(shown('Saved locations')).toEqual(['E3 1AA']));
    // A search made on the device has no more pages to ask for.
    expect(screen.queryByRole('button', { name: 'Load more saved locations' })).toBeNull();
  });
});
