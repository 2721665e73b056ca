import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadDraft } from '../../../data/request-draft';
import { fakeApi, flowStubs, networkDown, ok, renderRoutes } from '../../../testing/test-utils';
import SavedLocationsPage from './saved-locations-page';
import SavedProvidersPage from './saved-providers-page';

const routes = [
  { path: '/profile/locations', element: <SavedLocationsPage /> },
  { path: '/profile/providers', element: <SavedProvidersPage /> },
];
const locations = [
  { Available: 'E1 6AN;Whitechapel, London', LastUpdated: '2030-01-02T10:00:00Z' },
  { Available: 'SW1A 1AA;Westminster, London', LastUpdated: '2030-01-03T10:00:00Z' },
];

describe('saved locations', () => {
  it('lists locations with their last update, and deletes one after a confirm', async () => {
    let stored = [...locations];
    const { callsTo } = fakeApi({
      'GET /api/savedlocations': () => ok(stored),
      'POST /api/deletesavedlocation': (params) => {
        stored = stored.filter((l) => l.Available !== params.get('value'));
        return ok(undefined, 'Deleted.');
      },
    });
    renderRoutes(routes, '/profile/locations');
    expect(await screen.findByRole('heading', { name: 'E1 6AN' })).toBeTruthy();
    expect(screen.getByText('Last updated 2030-01-02')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete E1 6AN' }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to delete this location?');
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'E1 6AN' })).toBeNull());
    expect(callsTo('deletesavedlocation')[0]?.params.get('value')).toBe('E1 6AN;Whitechapel, London');
  });

  it("dates an update by London's day, on a device in New York", async () => {
    vi.stubEnv('TZ', 'America/New_York');
    try {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
      // 19:30 on the 24th in New York and 23:30 on the 24th in UTC, but 00:30 on the 25th in London (BST).
      fakeApi({
        'GET /api/savedlocations': () => ok([{ ...locations[0], LastUpdated: '2026-10-24T23:30:00Z' }]),
      });
      renderRoutes(routes, '/profile/locations');
      expect(await screen.findByText('Last updated 2026-10-25')).toBeTruthy();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('says when there are none, and when a search finds nothing', async () => {
    fakeApi({ 'GET /api/savedlocations': () => ok([]) });
    renderRoutes(routes, '/profile/locations');
    expect(await screen.findByText('No saved locations found')).toBeTruthy();
    expect(screen.getByText('No records found')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search saved locations' }), 'zz');
    expect(await screen.findByText('Requested information cannot be found')).toBeTruthy();
  });

  it('keeps the rows on screen while a search loads, then shows what it found', async () => {
    let answerSearch: (response: Response) => void = () => {};
    const { callsTo } = fakeApi({
      'GET /api/savedlocations': (params) =>
        params.get('search')
          ? new Promise<Response>((resolve) => {
              answerSearch = resolve;
            })
          : ok(locations),
    });
    renderRoutes(routes, '/profile/locations');
    expect(await screen.findByRole('heading', { name: 'E1 6AN' })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search saved locations' }), 'SW1');
    await vi.waitFor(() => expect(callsTo('savedlocations')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'E1 6AN' })).toBeTruthy();
    answerSearch(ok([locations[1]]));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'E1 6AN' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'SW1A 1AA' })).toBeTruthy();
  });

  it("shows the worker's copy of the list offline, and searches it there", async () => {
    // Offline, the worker answers the whole list with the copy it kept (marked as from its cache); it has
    // no answer for a search never made online.
    const fromWorker = () => {
      const kept = ok(locations);
      kept.headers.set('X-Callout-From-Cache', '1');
      return kept;
    };
    const { callsTo } = fakeApi({
      'GET /api/savedlocations': (params) => (params.get('search') ? networkDown() : fromWorker()),
    });
    renderRoutes(routes, '/profile/locations');
    expect(await screen.findByRole('heading', { name: 'SW1A 1AA' })).toBeTruthy();
    expect(screen.getByText('Last updated 2030-01-02')).toBeTruthy();
    // The data, not an error screen; the age is the shell's one notice, not a notice of this page.
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.queryByText(/offline/)).toBeNull();

    // The server cannot search: the list on the device is searched instead.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search saved locations' }), 'westm');
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'E1 6AN' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'SW1A 1AA' })).toBeTruthy();
    expect(callsTo('savedlocations').at(-1)?.params.get('search')).toBe('westm');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search saved locations' }), 'zz');
    expect(await screen.findByText('Requested information cannot be found')).toBeTruthy();
  });

  it('says the list could not be loaded when the worker has no copy either', async () => {
    fakeApi({ 'GET /api/savedlocations': () => networkDown() });
    renderRoutes(routes, '/profile/locations');
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('saved providers', () => {
  it('lists providers and confirms a delete with the spec words', async () => {
    const { callsTo } = fakeApi({
      'GET /api/savedproviders': () =>
        ok([
          {
            FirstName: 'Amara',
            LastName: 'Okafor',
            BioInfo: 'Deep cleans',
            Available: 'sp1',
            LastUpdated: '2030-02-01',
          },
        ]),
      'POST /api/delsavedprovider': () => ok(undefined, 'Deleted.'),
    });
    renderRoutes(routes, '/profile/providers');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Amara Okafor' }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to delete this saved provider?');
    await vi.waitFor(() => expect(callsTo('delsavedprovider')[0]?.params.get('value')).toBe('sp1'));
  });

  it('offers Book again with a provider booked before, and a booking with one never booked', async () => {
    const saved = (over: Record<string, unknown>) => ({
      BioInfo: null,
      LastUpdated: '2030-02-01',
      ...over,
    });
    fakeApi({
      'GET /api/savedproviders': () =>
        ok([
          saved({
            FirstName: 'Amara',
            LastName: 'Okafor',
            Available: 'sp1',
            ProviderId: 'p1',
            LastOrder: 'ORD-7',
          }),
          saved({ FirstName: 'Ben', LastName: 'Shaw', Available: 'sp2', ProviderId: 'p2', LastOrder: null }),
        ]),
    });
    renderRoutes([...routes, ...flowStubs], '/profile/providers');
    const again = await screen.findByRole('link', { name: 'Book again with Amara Okafor' });
    expect(again.getAttribute('href')).toBe('/service/again/ORD-7');
    expect(screen.queryByRole('link', { name: 'Book again with Ben Shaw' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Book with Ben Shaw' }));
    expect(await screen.findByRole('heading', { name: 'page /service/location' })).toBeTruthy();
    expect(await loadDraft()).toEqual({ Provider: 'p2', ProviderName: 'Ben Shaw' });
  });

  it('says when there are none', async () => {
    fakeApi({ 'GET /api/savedproviders': () => ok([]) });
    renderRoutes(routes, '/profile/providers');
    expect(await screen.findByText('No saved providers found')).toBeTruthy();
  });
});
