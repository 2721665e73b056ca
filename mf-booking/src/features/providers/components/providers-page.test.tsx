import 'fake-indexeddb/auto';
import { addDays } from '@callout/contracts/london-time';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flushPickedDate } from '../../../data/picked-date';
import { loadDraft } from '../../../data/request-draft';
import { draftAt, storeDraft, tomorrow } from '../../../testing/drafts';
import { fakeApi, flowStubs, ok, renderRoutes } from '../../../testing/test-utils';
import ProvidersPage from './providers-page';

const routes = [{ path: '/service/providers', element: <ProvidersPage /> }, ...flowStubs];
const amara = {
  PersonnelID: 'p1',
  FirstName: 'Amara',
  LastName: 'Okafor',
  BioInfo: 'Ten years of deep cleans',
  Image: null,
  Price: 150,
  Rating: null,
  Perks: [
    { Icon: 'profile', Description: 'Identity verified' },
    { Icon: 'history', Description: '3 jobs completed' },
  ],
};

async function pickDate(value: string) {
  fireEvent.change(await screen.findByLabelText('Date for the order'), { target: { value } });
}

describe('choosing a provider and a date', () => {
  it('offers today to 60 days ahead', async () => {
    await storeDraft(draftAt.providers());
    fakeApi({});
    renderRoutes(routes, '/service/providers');
    const date = await screen.findByLabelText('Date for the order');
    expect(date.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const days =
      (Date.parse(date.getAttribute('max') ?? '') - Date.parse(date.getAttribute('min') ?? '')) / 864e5;
    expect(Math.round(days)).toBe(60);
  });

  it('needs a date to publish the job, then confirms and publishes', async () => {
    await storeDraft(draftAt.providers());
    fakeApi({ 'POST /api/activeproviders': () => ok([]) });
    renderRoutes(routes, '/service/providers');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish Job' }));
    expect(screen.getByRole('alert').textContent).toBe('Date for the order is required to proceed');
    await pickDate(tomorrow());
    expect(await screen.findByText('No providers available')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'This enables you place your job on publish mode and any active service provider interested can bid for it',
    );
    expect(await screen.findByRole('heading', { name: 'page /service/negotiate' })).toBeTruthy();
    expect(await loadDraft()).toMatchObject({ Provider: 'BID', Scheduled: tomorrow() });
  });

  it('needs both a date and a provider to request one', async () => {
    await storeDraft(draftAt.providers());
    const { callsTo } = fakeApi({ 'POST /api/activeproviders': () => ok([amara]) });
    renderRoutes(routes, '/service/providers');
    await userEvent.click(await screen.findByRole('button', { name: 'Request provider' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Date for the order and also provider is required to proceed',
    );
    await pickDate(tomorrow());
    const choose = await screen.findByRole('button', { name: 'Choose Amara Okafor' });
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeTruthy();
    expect(screen.getByText('£150.00')).toBeTruthy();
    // Perks are named in words beside their icons, not by the server's icon names.
    const perks = screen.getByRole('list', { name: 'Perks' });
    expect(within(perks).getByText('Identity verified')).toBeTruthy();
    expect(within(perks).getByText('Proven track record')).toBeTruthy();
    expect(perks.textContent).not.toMatch(/profile|history/);
    // Every card links to the provider's public profile.
    expect(screen.getByRole('link', { name: 'View profile of Amara Okafor' }).getAttribute('href')).toBe(
      '/providers/p1',
    );
    await userEvent.click(choose);
    expect(choose.getAttribute('aria-pressed')).toBe('true');
    // Both are chosen now: the message about them goes.
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Request provider' }));
    expect(await screen.findByRole('heading', { name: 'page /service/negotiate' })).toBeTruthy();
    expect(await loadDraft()).toMatchObject({ Provider: 'p1', Scheduled: tomorrow() });
    expect(Object.fromEntries(callsTo('activeproviders')[0]?.params ?? [])).toEqual({
      schedule: tomorrow(),
      prodid: '7',
      search: '',
      zipcode: 'SW1A 1AA',
    });
  });

  it('offers the chosen provider’s free arrival windows that day and keeps the one picked in the draft', async () => {
    await storeDraft(draftAt.providers());
    const window = (Start: string, End: string) => ({ Start, End, From: '', Until: '' });
    const { callsTo } = fakeApi({
      'POST /api/activeproviders': () => ok([amara]),
      'GET /api/arrivalwindows': () => ok([window('09:00', '11:00'), window('13:00', '15:00')]),
    });
    renderRoutes(routes, '/service/providers');
    await pickDate(tomorrow());
    expect(screen.queryByRole('group', { name: 'Arrival window' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Amara Okafor' }));
    const windows = await screen.findByRole('group', { name: 'Arrival window' });
    const anyTime = within(windows).getByRole('radio', { name: 'Any time that day' }) as HTMLInputElement;
    expect(anyTime.checked).toBe(true);
    await within(windows).findByRole('radio', { name: '13:00–15:00' });
    await userEvent.click(within(windows).getByText('13:00–15:00'));
    expect((within(windows).getByRole('radio', { name: '13:00–15:00' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(Object.fromEntries(callsTo('arrivalwindows')[0]?.params ?? [])).toEqual({
      provider: 'p1',
      prodid: '7',
      date: tomorrow(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Request provider' }));
    expect(await screen.findByRole('heading', { name: 'page /service/negotiate' })).toBeTruthy();
    expect(await loadDraft()).toMatchObject({ Provider: 'p1', Scheduled: tomorrow(), Window: '13:00' });
  });

  it('shows how far each provider is and sorts by distance, price or rating', async () => {
    await storeDraft(draftAt.providers());
    const grace = {
      ...amara,
      PersonnelID: 'p2',
      FirstName: 'Grace',
      LastName: 'Bennett',
      Price: 120,
      Rating: 4.4,
    };
    const kit = { ...amara, PersonnelID: 'p3', FirstName: 'Kit', LastName: 'Lane', Price: 200, Rating: 4.9 };
    // The server's order: nearest first.
    fakeApi({
      'POST /api/activeproviders': () =>
        ok([
          { ...amara, Distance: 1 },
          { ...grace, Distance: 2.3 },
          { ...kit, Distance: 12 },
        ]),
    });
    renderRoutes(routes, '/service/providers');
    await pickDate(tomorrow());
    await screen.findByRole('button', { name: 'Choose Amara Okafor' });
    expect(screen.getByText('Providers who cover SW1A 1AA.')).toBeTruthy();
    const names = () =>
      within(screen.getByRole('list', { name: 'Available providers' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(names()).toEqual(['Amara Okafor', 'Grace Bennett', 'Kit Lane']);
    expect(screen.getByText('1 mile away')).toBeTruthy();
    expect(screen.getByText('2.3 miles away')).toBeTruthy();
    expect(screen.getByText('12 miles away')).toBeTruthy();

    const sort = screen.getByLabelText('Sort providers by');
    await userEvent.selectOptions(sort, 'Price (lowest first)');
    expect(names()).toEqual(['Grace Bennett', 'Amara Okafor', 'Kit Lane']);
    await userEvent.selectOptions(sort, 'Rating (highest first)');
    expect(names()).toEqual(['Kit Lane', 'Grace Bennett', 'Amara Okafor']);
    await userEvent.selectOptions(sort, 'Distance (nearest first)');
    expect(names()).toEqual(['Amara Okafor', 'Grace Bennett', 'Kit Lane']);
  });

  it('shows the date picked before, and its providers, after a reload', async () => {
    await storeDraft(draftAt.providers());
    fakeApi({ 'POST /api/activeproviders': () => ok([amara]) });
    const before = renderRoutes(routes, '/service/providers');
    await pickDate(tomorrow());
    await screen.findByRole('button', { name: 'Choose Amara Okafor' });
    await flushPickedDate();
    before.unmount();

    renderRoutes(routes, '/service/providers');
    expect(await screen.findByRole('button', { name: 'Choose Amara Okafor' })).toBeTruthy();
    expect(screen.getByLabelText('Date for the order')).toHaveProperty('value', tomorrow());
    // The draft itself gets the date only with a provider or a published job.
    expect((await loadDraft()).Scheduled).toBeUndefined();
  });

  it('preselects the provider picked on the dashboard only while they are available that day', async () => {
    await storeDraft({ ...draftAt.providers(), Provider: 'p1' });
    let listed = [amara];
    fakeApi({ 'POST /api/activeproviders': () => ok(listed) });
    renderRoutes(routes, '/service/providers');
    await pickDate(tomorrow());
    const choose = await screen.findByRole('button', { name: 'Choose Amara Okafor' });
    expect(choose.getAttribute('aria-pressed')).toBe('true');

    listed = [];
    await pickDate(addDays(tomorrow(), 1));
    expect(await screen.findByText('No providers available')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Request provider' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Date for the order and also provider is required to proceed',
    );
  });
});
