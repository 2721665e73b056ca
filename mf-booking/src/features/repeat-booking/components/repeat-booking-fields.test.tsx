import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftAt, storeDraft, tomorrow } from '../../../testing/drafts';
import { answer, fakeApi, flowStubs, ok, renderRoutes, stub } from '../../../testing/test-utils';
import ProvidersPage from '../../providers/components/providers-page';

const routes = [{ path: '/service/providers', element: <ProvidersPage /> }, ...flowStubs, stub('/orders')];
const amara = {
  PersonnelID: 'p1',
  FirstName: 'Amara',
  LastName: 'Okafor',
  BioInfo: null,
  Image: null,
  Price: 150,
  Rating: null,
  Perks: [],
};
const deepClean = (Repeatable: boolean) => ({
  Id: '7',
  Product: 'Deep clean',
  Description: '',
  imgLink: '',
  Currency: 'GBP',
  MinPrice: 120,
  MaxPrice: 320,
  PayRate: 'PER JOB',
  Repeatable,
});
const window = (Start: string, End: string) => ({ Start, End, From: '', Until: '' });

/** The providers step with a provider and a window picked. */
async function pickProviderAndWindow(repeatable: boolean, series = () => ok(undefined, 'Sent.')) {
  await storeDraft(draftAt.providers());
  const api = fakeApi({
    'POST /api/activeproviders': () => ok([amara]),
    'GET /api/arrivalwindows': () => ok([window('09:00', '11:00')]),
    'POST /api/products': () => ok([deepClean(repeatable)]),
    'POST /api/series': series,
  });
  renderRoutes(routes, '/service/providers');
  fireEvent.change(await screen.findByLabelText('Date for the order'), { target: { value: tomorrow() } });
  await userEvent.click(await screen.findByRole('button', { name: 'Choose Amara Okafor' }));
  const windows = await screen.findByRole('group', { name: 'Arrival window' });
  await userEvent.click(await within(windows).findByText('09:00–11:00'));
  return api;
}

describe('repeating a booking on the providers step', () => {
  it('books a repeatable product as a fortnightly series with the chosen provider and window', async () => {
    const api = await pickProviderAndWindow(true);
    const repeat = await screen.findByRole('group', { name: 'Repeat this booking' });
    expect(within(repeat).queryByRole('button', { name: 'Book as a series' })).toBeNull();
    await userEvent.selectOptions(within(repeat).getByLabelText('How often'), 'Fortnightly');
    await userEvent.type(within(repeat).getByLabelText('Number of visits'), '6');
    await userEvent.click(within(repeat).getByRole('button', { name: 'Book as a series' }));
    expect(await screen.findByRole('heading', { name: 'page /orders' })).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('series')[0]?.params ?? [])).toMatchObject({
      prodid: '7',
      provider: 'p1',
      zipcode: 'SW1A 1AA',
      first: tomorrow(),
      window: '09:00',
      cadence: 'FORTNIGHTLY',
      visits: '6',
    });
  });

  it("says the server's refusal and stays on the step", async () => {
    await pickProviderAndWindow(true, () =>
      answer(
        { success: false, message: 'That arrival window is not available. Please choose another.' },
        409,
      ),
    );
    const repeat = await screen.findByRole('group', { name: 'Repeat this booking' });
    await userEvent.selectOptions(within(repeat).getByLabelText('How often'), 'Weekly');
    await userEvent.click(within(repeat).getByRole('button', { name: 'Book as a series' }));
    expect((await within(repeat).findByRole('alert')).textContent).toBe(
      'That arrival window is not available. Please choose another.',
    );
  });

  it('is not offered for a product that is not repeatable', async () => {
    const api = await pickProviderAndWindow(false);
    await expect.poll(() => api.callsTo('products').length).toBeGreaterThan(0);
    expect(screen.queryByRole('group', { name: 'Repeat this booking' })).toBeNull();
  });
});
