import 'fake-indexeddb/auto';
import { addDays } from '@callout/contracts/london-time';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { flushPickedDate } from '../../../data/picked-date';
import { loadDraft } from '../../../data/request-draft';
import { draftAt, storeDraft, tomorrow } from '../../../testing/drafts';
import { answer, fakeApi, flowStubs, ok, renderRoutes } from '../../../testing/test-utils';
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

  it('offers a published job any two-hour window that day and keeps the one picked in the draft', async () => {
    await storeDraft(draftAt.providers());
    fakeApi({ 'POST /api/activeproviders': () => ok([]) });
    renderRoutes(routes, '/service/providers');
    const date = addDays(tomorrow(), 1);
    await pickDate(date);
    const windows = await screen.findByRole('group', { name: 'Arrival window for a published job' });
    expect(
      (within(windows).getByRole('radio', { name: 'Any time that day' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(windows).getAllByRole('radio')).toHaveLength(14);
    await userEvent.click(within(windows).getByText('10:00–12:00'));
    await userEvent.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(await screen.findByRole('heading', { name: 'page /service/negotiate' })).toBeTruthy();
    expect(await loadDraft()).toMatchObject({ Provider: 'BID', Scheduled: date, Window: '10:00' });
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

  it('asks how many hours a PER HOUR service needs, fits the windows to them and shows the estimate', async () => {
    await storeDraft(draftAt.providers());
    const window = (Start: string, End: string) => ({ Start, End, From: '', Until: '' });
    const hourly = {
      Id: '7',
      Product: 'Deep clean',
      Description: 'By the hour',
      imgLink: '/api/images/d',
      Currency: 'GBP',
      MinPrice: 20,
      MaxPrice: 40,
      PayRate: 'PER HOUR',
    };
    const { callsTo } = fakeApi({
      'POST /api/products': () => ok([hourly]),
      'POST /api/activeproviders': () => ok([{ ...amara, Price: 25 }]),
      'GET /api/arrivalwindows': (params) =>
        ok(
          params.get('hours') === '3'
            ? [window('09:00', '11:00')]
            : [window('09:00', '11:00'), window('15:00', '17:00')],
        ),
    });
    renderRoutes(routes, '/service/providers');
    await pickDate(tomorrow());
    const hours = (await screen.findByLabelText('Hours')) as HTMLSelectElement;
    expect(hours.value).toBe('1');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Amara Okafor' }));
    const windows = await screen.findByRole('group', { name: 'Arrival window' });
    await within(windows).findByRole('radio', { name: '15:00–17:00' });
    expect(screen.getByText('Estimated total for 1 hour: £25.00')).toBeTruthy();
    // One hour is what the server counts without hours.
    expect(callsTo('arrivalwindows')[0]?.params.get('hours')).toBeNull();

    await userEvent.selectOptions(hours, '3 hours');
    expect(await screen.findByText('Estimated total for 3 hours: £75.00')).toBeTruthy();
    await vi.waitFor(() => expect(within(windows).queryByRole('radio', { name: '15:00–17:00' })).toBeNull());
    expect(callsTo('arrivalwindows').at(-1)?.params.get('hours')).toBe('3');
    await userEvent.click(within(windows).getByText('09:00–11:00'));
    // Tomorrow is inside the 14 days to cancel: the express request is asked (hourlyJob tests it).
    await userEvent.click(screen.getByRole('checkbox', { name: /I ask for the work to start/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Request provider' }));
    expect(await screen.findByRole('heading', { name: 'page /service/negotiate' })).toBeTruthy();
    expect(await loadDraft()).toMatchObject({
      Provider: 'p1',
      Window: '09:00',
      Hours: '3',
      StartNow: 'true',
    });
  });

  describe('a PER HOUR job inside the 14 days to cancel', () => {
    const hourly = (extra: Record<string, unknown> = {}) => ({
      Id: '7',
      Product: 'General repairs',
      Description: 'By the hour',
      imgLink: '/api/images/d',
      Currency: 'GBP',
      MinPrice: 20,
      MaxPrice: 40,
      PayRate: 'PER HOUR',
      ...extra,
    });
    const today = () => screen.getByLabelText('Date for the order').getAttribute('min') ?? '';

    it('tells the right and books only with the express request, which the draft keeps', async () => {
      await storeDraft(draftAt.providers());
      fakeApi({
        'POST /api/products': () => ok([hourly()]),
        'POST /api/activeproviders': () => ok([amara]),
        'GET /api/arrivalwindows': () => ok([]),
      });
      renderRoutes(routes, '/service/providers');
      await pickDate(tomorrow());
      expect(await screen.findByRole('heading', { name: 'Your right to cancel' })).toBeTruthy();
      const until = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${addDays(today(), 14)}T00:00:00Z`));
      expect(screen.getByText(new RegExp(`within 14 days, until ${until},`))).toBeTruthy();
      await userEvent.click(await screen.findByRole('button', { name: 'Choose Amara Okafor' }));
      await userEvent.click(screen.getByRole('button', { name: 'Request provider' }));
      expect(screen.getByRole('alert').textContent).toMatch(/please tick the box/);
      const box = screen.getByRole('checkbox', { name: /I ask for the work to start/ });
      expect(document.activeElement).toBe(box);
      expect(screen.queryByRole('heading', { name: 'page /service/negotiate' })).toBeNull();
      await userEvent.click(box);
      expect(screen.queryByRole('alert')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Request provider' }));
      expect(await screen.findByRole('heading', { name: 'page /service/negotiate' })).toBeTruthy();
      expect(await loadDraft()).toMatchObject({ Provider: 'p1', Scheduled: tomorrow(), StartNow: 'true' });
    });

    it('declined, offers the first day after the 14 days, booked without the request', async () => {
      await storeDraft(draftAt.providers());
      fakeApi({
        'POST /api/products': () => ok([hourly()]),
        'POST /api/activeproviders': () => ok([]),
      });
      renderRoutes(routes, '/service/providers');
      await pickDate(tomorrow());
      await userEvent.click(await screen.findByRole('button', { name: /\(after the 14 days\)$/ }));
      const later = addDays(today(), 15);
      expect((screen.getByLabelText('Date for the order') as HTMLInputElement).value).toBe(later);
      expect(screen.queryByRole('heading', { name: 'Your right to cancel' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Publish Job' }));
      expect(await screen.findByRole('heading', { name: 'page /service/negotiate' })).toBeTruthy();
      const draft = await loadDraft();
      expect(draft).toMatchObject({ Provider: 'BID', Scheduled: later });
      expect(draft?.StartNow).toBeUndefined();
    });

    it('asks nothing for a service exempt from the right', async () => {
      await storeDraft(draftAt.providers());
      fakeApi({
        'POST /api/products': () => ok([hourly({ CancelExempt: true })]),
        'POST /api/activeproviders': () => ok([]),
      });
      renderRoutes(routes, '/service/providers');
      await pickDate(tomorrow());
      await screen.findByLabelText('Hours');
      expect(screen.queryByRole('heading', { name: 'Your right to cancel' })).toBeNull();
    });
  });

  it('asks no hours for a PER JOB service', async () => {
    await storeDraft(draftAt.providers());
    const { callsTo } = fakeApi({
      'POST /api/products': () =>
        ok([
          {
            Id: '7',
            Product: 'Deep clean',
            Description: 'Whole house',
            imgLink: '/api/images/d',
            Currency: 'GBP',
            MinPrice: 100,
            MaxPrice: 300,
            PayRate: 'PER JOB',
          },
        ]),
      'POST /api/activeproviders': () => ok([amara]),
    });
    renderRoutes(routes, '/service/providers');
    await pickDate(tomorrow());
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Amara Okafor' }));
    await vi.waitFor(() => expect(callsTo('products')).toHaveLength(1));
    await screen.findByRole('group', { name: 'Arrival window' });
    expect(screen.queryByLabelText('Hours')).toBeNull();
    // Paid before the work: the payment page tells the right to cancel, not this step.
    expect(screen.queryByRole('heading', { name: 'Your right to cancel' })).toBeNull();
    expect(callsTo('arrivalwindows')[0]?.params.get('hours')).toBeNull();
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

  it('loads the next page of providers on asking, and reads them all to sort by price', async () => {
    await storeDraft(draftAt.providers());
    const provider = (n: number, price: number) => ({
      ...amara,
      PersonnelID: `p${n}`,
      FirstName: `Pro${n}`,
      LastName: 'Lane',
      Price: price,
      Distance: n,
    });
    // Three pages, nearest first: the cursor of each is the next one's `before`.
    const pages: Record<string, { data: unknown[]; Next: string | null }> = {
      '': { data: [provider(1, 90), provider(2, 80)], Next: '0.002~p2' },
      '0.002~p2': { data: [provider(3, 70), provider(4, 60)], Next: '0.004~p4' },
      '0.004~p4': { data: [provider(5, 50)], Next: null },
    };
    const { callsTo } = fakeApi({
      'POST /api/activeproviders': (params) =>
        answer({ success: true, message: 'ok', ...pages[params.get('before') ?? ''] }),
    });
    renderRoutes(routes, '/service/providers');
    await pickDate(tomorrow());
    await screen.findByRole('button', { name: 'Choose Pro1 Lane' });
    const names = () =>
      within(screen.getByRole('list', { name: 'Available providers' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(names()).toEqual(['Pro1 Lane', 'Pro2 Lane']);
    expect(callsTo('activeproviders')[0]?.params.get('before')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more providers' }));
    await screen.findByRole('button', { name: 'Choose Pro4 Lane' });
    expect(callsTo('activeproviders').at(-1)?.params.get('before')).toBe('0.002~p2');
    expect(names()).toEqual(['Pro1 Lane', 'Pro2 Lane', 'Pro3 Lane', 'Pro4 Lane']);
    // Sorted by price, the list is read to its end first: the cheapest is on the last page.
    await userEvent.selectOptions(screen.getByLabelText('Sort providers by'), 'Price (lowest first)');
    await vi.waitFor(() => expect(names()[0]).toBe('Pro5 Lane'));
    expect(names()).toEqual(['Pro5 Lane', 'Pro4 Lane', 'Pro3 Lane', 'Pro2 Lane', 'Pro1 Lane']);
    expect(callsTo('activeproviders').at(-1)?.params.get('before')).toBe('0.004~p4');
    expect(screen.queryByRole('button', { name: 'Load more providers' })).toBeNull();
  });

  it('reads on until it finds the provider picked before, and picks them', async () => {
    await storeDraft({ ...draftAt.providers(), Provider: 'p3', ProviderName: 'Pro3 Lane' });
    const provider = (n: number) => ({
      ...amara,
      PersonnelID: `p${n}`,
      FirstName: `Pro${n}`,
      LastName: 'Lane',
    });
    const pages: Record<string, { data: unknown[]; Next: string | null }> = {
      '': { data: [provider(1), provider(2)], Next: '0.002~p2' },
      '0.002~p2': { data: [provider(3)], Next: '0.003~p3' },
      '0.003~p3': { data: [provider(4)], Next: null },
    };
    const { callsTo } = fakeApi({
      'POST /api/activeproviders': (params) =>
        answer({ success: true, message: 'ok', ...pages[params.get('before') ?? ''] }),
      'GET /api/arrivalwindows': () => ok([]),
    });
    renderRoutes(routes, '/service/providers');
    await pickDate(tomorrow());
    const picked = await screen.findByRole('button', { name: 'Choose Pro3 Lane' });
    await vi.waitFor(() => expect(picked.getAttribute('aria-pressed')).toBe('true'));
    // Found on the second page: the third is left for the customer to ask for.
    expect(callsTo('activeproviders').map((call) => call.params.get('before'))).toEqual([null, '0.002~p2']);
    expect(screen.getByRole('button', { name: 'Load more providers' })).toBeTruthy();
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
