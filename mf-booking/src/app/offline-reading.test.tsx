// Every page of the module that shows the catalogue, the dashboard or a list is readable after a
// reload with the network gone, showing what it showed online (kept queries), with the age the shell names.
import 'fake-indexeddb/auto';
import type { RequestDraft } from '@callout/contracts/booking';
import type { QueryKey } from '@callout/query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import CategoryPage from '../features/catalog/components/category-page';
import ChooseServicePage from '../features/catalog/components/choose-service-page';
import SpecificsPage from '../features/catalog/components/specifics-page';
import DashboardPage from '../features/dashboard/components/dashboard-page';
import ProvidersPage from '../features/providers/components/providers-page';
import SavedProvidersPage from '../features/saved/components/saved-providers-page';
import { dashboardData } from '../testing/dashboard-data';
import { draftAt, storeDraft, tomorrow } from '../testing/drafts';
import { keepingClient, keptAt, keptKeys, noticeTime } from '../testing/kept-queries';
import { fakeApi, flowStubs, networkDown, ok, renderRoutes } from '../testing/test-utils';

interface KeptPage {
  path: string;
  page: ReactNode;
  draft?: () => RequestDraft;
  /** The call the page makes and its answer online. */
  call: string;
  answer: unknown;
  key: () => QueryKey;
  /** Text of the page's data. */
  shows: RegExp;
}

const option = (name: string) => ({ Specifics: name, Description: `${name} work`, imgLink: '' });

const pages: KeptPage[] = [
  {
    path: '/dashboard',
    page: <DashboardPage />,
    call: 'GET /api/dashboard',
    answer: dashboardData,
    key: () => ['dashboard'],
    shows: /^Welcome Ada$/,
  },
  {
    path: '/service/category',
    page: <CategoryPage />,
    draft: draftAt.category,
    call: 'GET /api/categories',
    answer: [{ Category: 'Cleaning', Description: 'Homes and offices', imgLink: '' }],
    key: () => ['catalogue', 'categories', ''],
    shows: /^Cleaning$/,
  },
  {
    path: '/service/specifics',
    page: <SpecificsPage />,
    draft: draftAt.specifics,
    call: 'POST /api/specifics',
    answer: [option('Domestic'), option('Office')],
    key: () => ['catalogue', 'specifics', 'Cleaning', ''],
    shows: /^Office$/,
  },
  {
    path: '/service/choose',
    page: <ChooseServicePage />,
    draft: draftAt.choose,
    call: 'POST /api/products',
    answer: [
      {
        Id: '7',
        Product: 'Deep clean',
        Description: 'Top to bottom',
        imgLink: '',
        Currency: 'GBP',
        MinPrice: 120,
        MaxPrice: 200,
        PayRate: 'PER JOB',
      },
    ],
    key: () => ['products', 'Cleaning', 'Domestic', ''],
    shows: /^Deep clean$/,
  },
  {
    path: '/service/providers',
    page: <ProvidersPage />,
    // Back from the negotiate step: the draft holds the date the list is for.
    draft: () => draftAt.negotiate('p1'),
    call: 'POST /api/activeproviders',
    answer: [
      {
        PersonnelID: 'p1',
        FirstName: 'Amara',
        LastName: 'Okafor',
        BioInfo: 'Ten years of deep cleans',
        Image: null,
        Price: 150,
        Rating: 4.8,
        Perks: [],
      },
    ],
    key: () => ['active-providers', '7', tomorrow(), '', 'SW1A 1AA'],
    shows: /^Amara Okafor$/,
  },
  {
    path: '/profile/providers',
    page: <SavedProvidersPage />,
    call: 'GET /api/savedproviders',
    answer: [
      {
        FirstName: 'Amara',
        LastName: 'Okafor',
        BioInfo: 'Deep cleans',
        Available: 'sp1',
        LastUpdated: '2030-02-01',
      },
    ],
    key: () => ['saved', 'providers', ''],
    shows: /^Amara Okafor$/,
  },
];

describe('pages read offline after a reload', () => {
  it.each(pages)('$path shows what it showed online, with its age', async (kept) => {
    if (kept.draft) await storeDraft(kept.draft());
    const routes = [
      { path: kept.path, element: kept.page },
      ...flowStubs.filter((route) => route.path !== kept.path),
    ];
    fakeApi({ [kept.call]: () => ok(kept.answer) });
    const online = renderRoutes(routes, kept.path, keepingClient());
    expect(await screen.findByText(kept.shows)).toBeTruthy();
    const fetchedAt = await keptAt(kept.key());
    online.unmount();

    fakeApi({ [kept.call]: () => networkDown() });
    const { client } = renderRoutes(routes, kept.path, keepingClient());
    expect(await screen.findByText(kept.shows)).toBeTruthy();
    await vi.waitFor(() => expect(noticeTime(client)).toBe(fetchedAt));
    // The data, not an error screen in its place.
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('keeps the whole list, not every search typed', async () => {
    await storeDraft(draftAt.category());
    const routes = [{ path: '/service/category', element: <CategoryPage /> }, ...flowStubs];
    fakeApi({
      'GET /api/categories': (params) =>
        ok([{ Category: params.get('search') ? 'Car wash' : 'Cleaning', Description: '', imgLink: '' }]),
    });
    const { client } = renderRoutes(routes, '/service/category', keepingClient());
    await screen.findByText(/^Cleaning$/);
    await keptAt(['catalogue', 'categories', '']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'car');
    expect(await screen.findByText(/^Car wash$/)).toBeTruthy();
    const searched = client.getQueryCache().find({ queryKey: ['catalogue', 'categories', 'car'] });
    expect(searched?.meta?.keep).toBe(false);
    expect(await keptKeys()).toEqual([['catalogue', 'categories', '']]);
  });
});
