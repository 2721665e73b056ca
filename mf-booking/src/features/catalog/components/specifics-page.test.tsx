import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadDraft } from '../../../data/request-draft';
import { deepCleanProduct } from '../../../testing/catalog-data';
import { draftAt, storeDraft } from '../../../testing/drafts';
import { fakeApi, flowStubs, ok, renderRoutes } from '../../../testing/test-utils';
import ChooseServicePage from './choose-service-page';
import SpecificsPage from './specifics-page';

const routes = [
  { path: '/service/specifics', element: <SpecificsPage /> },
  { path: '/service/choose', element: <ChooseServicePage /> },
  ...flowStubs.filter((route) => route.path !== '/service/choose'),
];
const specifics = [
  { Specifics: 'Domestic', Description: 'Home cleaning', imgLink: '' },
  { Specifics: 'Office', Description: 'Workplaces', imgLink: '' },
];

describe('the specifics step', () => {
  it('shows the saved zip, address and category, then stores the chosen option', async () => {
    await storeDraft(draftAt.specifics());
    const { callsTo } = fakeApi({
      'POST /api/specifics': () => ok(specifics),
      'POST /api/products': () => ok([]),
    });
    renderRoutes(routes, '/service/specifics');
    const summary = (await screen.findByText('Postcode', { selector: 'dt' })).closest('dl') as HTMLElement;
    expect(within(summary).getByText('SW1A 1AA')).toBeTruthy();
    expect(within(summary).getByText('Westminster, London')).toBeTruthy();
    expect(within(summary).getByText('Cleaning')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /Office/ }));
    expect(await screen.findByRole('heading', { name: 'Choose a service' })).toBeTruthy();
    expect((await loadDraft()).Specific).toBe('Office');
    expect(callsTo('specifics')[0]?.params.get('sort')).toBe('Cleaning');
  });

  it('says so when nothing matches', async () => {
    await storeDraft(draftAt.specifics());
    fakeApi({ 'POST /api/specifics': () => ok([]) });
    renderRoutes(routes, '/service/specifics');
    expect(await screen.findByText('No records found')).toBeTruthy();
  });

  it('records NONE and moves on when the category has nothing to choose', async () => {
    await storeDraft(draftAt.specifics());
    fakeApi({
      'POST /api/specifics': () => ok([{ Specifics: 'NONE', Description: 'No further choice', imgLink: '' }]),
      'POST /api/products': () => ok([]),
    });
    renderRoutes(routes, '/service/specifics');
    expect(await screen.findByRole('heading', { name: 'Choose a service' })).toBeTruthy();
    expect((await loadDraft()).Specific).toBe('NONE');
  });
});

describe('the service step', () => {
  it('lists services with their price range and stores the choice', async () => {
    await storeDraft(draftAt.choose());
    const { callsTo } = fakeApi({
      'POST /api/products': () => ok([deepCleanProduct]),
    });
    renderRoutes(routes, '/service/choose');
    const card = await screen.findByRole('button', { name: /Deep clean/ });
    expect(within(card).getByText('£120.00 to £320.00 per job')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Category' }).getAttribute('href')).toBe('/service/category');
    expect(screen.getByRole('link', { name: 'Specifics' }).getAttribute('href')).toBe('/service/specifics');
    await userEvent.click(card);
    expect(await screen.findByRole('heading', { name: 'page /service/providers' })).toBeTruthy();
    expect(await loadDraft()).toEqual({ ...draftAt.choose(), ProdId: '7', Product: 'Deep clean' });
    expect(Object.fromEntries(callsTo('products')[0]?.params ?? [])).toEqual({
      category: 'Cleaning',
      specifics: 'Domestic',
      search: '',
    });
  });
});
