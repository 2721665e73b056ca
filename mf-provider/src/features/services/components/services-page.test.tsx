import '../../../testing/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileData } from '../../../testing/profile-data';
import { fakeApi, ok, refused, renderAt } from '../../../testing/test-utils';
import ServicesPage from './services-page';

const categories = [
  { Category: 'Cleaning', Description: 'Homes and offices', imgLink: '/img/c.png' },
  { Category: 'Handyman', Description: 'Odd jobs', imgLink: '/img/h.png' },
];
const deepClean = {
  Id: '7',
  Product: 'Deep clean',
  Description: 'Inside appliances',
  imgLink: '/img/d.png',
  Currency: 'GBP',
  MinPrice: 120,
  MaxPrice: 320,
  PayRate: 'PER JOB',
};

function catalogue(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/provider/profile': () => ok(profileData()),
    'GET /api/categories': () => ok(categories),
    'POST /api/specifics': (params) =>
      ok(
        params.get('sort') === 'Handyman'
          ? [{ Specifics: 'NONE', Description: '', imgLink: '' }]
          : [{ Specifics: 'Domestic', Description: 'Home cleaning', imgLink: '' }],
      ),
    'POST /api/products': () => ok([deepClean]),
    ...extra,
  });
}

async function openDeepClean() {
  renderAt('/provider/services', <ServicesPage />);
  await userEvent.click(await screen.findByRole('button', { name: /^Cleaning/ }));
  await userEvent.click(await screen.findByRole('button', { name: /^Domestic/ }));
  return screen.findByLabelText('Your price for Deep clean (£)');
}

describe('New Requests', () => {
  it('skips the specifics of a category that has none', async () => {
    const api = catalogue();
    renderAt('/provider/services', <ServicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^Handyman/ }));
    expect(await screen.findByLabelText('Your price for Deep clean (£)')).toBeTruthy();
    expect(api.callsTo('products')[0]?.params.get('specifics')).toBe('NONE');
  });

  it('clamps the price to the product range when the field is left', async () => {
    catalogue();
    const price = (await openDeepClean()) as HTMLInputElement;
    expect(price.value).toBe('120.00');
    expect(price.step).toBe('0.01');
    await userEvent.clear(price);
    await userEvent.type(price, '999');
    await userEvent.tab();
    // React leaves a number input alone when the value is numerically equal, so compare numbers.
    expect(Number(price.value)).toBe(320);
    await userEvent.clear(price);
    await userEvent.type(price, '99.999');
    await userEvent.tab();
    expect(Number(price.value)).toBe(120);
  });

  it('confirms first, then refuses a price below the minimum with the spec message', async () => {
    const api = catalogue();
    const price = await openDeepClean();
    await userEvent.clear(price);
    await userEvent.type(price, '50{Enter}');
    expect(window.confirm).toHaveBeenCalledWith('Create request for this product?');
    expect(window.alert).toHaveBeenCalledWith(
      'Please specify price not less than set minimum price you want to charge for the service. Thanks.',
    );
    expect(api.callsTo('provider/newcertrequest')).toHaveLength(0);
  });

  it('sends nothing when the confirmation is declined', async () => {
    const api = catalogue();
    vi.mocked(window.confirm).mockReturnValue(false);
    await openDeepClean();
    await userEvent.click(screen.getByRole('button', { name: 'Request Deep clean' }));
    expect(api.callsTo('provider/newcertrequest')).toHaveLength(0);
  });

  it('creates the request at the typed price and shows the answer', async () => {
    const api = catalogue({ 'POST /api/provider/newcertrequest': () => ok(undefined, 'Request created.') });
    const price = await openDeepClean();
    await userEvent.clear(price);
    await userEvent.type(price, '150.5');
    await userEvent.click(screen.getByRole('button', { name: 'Request Deep clean' }));
    expect((await screen.findByText('Request created.')).tagName).toBe('OUTPUT');
    const sent = api.callsTo('provider/newcertrequest')[0]?.params;
    expect(sent?.get('id')).toBe('7');
    expect(sent?.get('price')).toBe('150.5');
  });

  it('alerts the server message when the request is refused', async () => {
    catalogue({
      'POST /api/provider/newcertrequest': () => refused('This service is suspended on your profile.'),
    });
    await openDeepClean();
    await userEvent.click(screen.getByRole('button', { name: 'Request Deep clean' }));
    await vi.waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('This service is suspended on your profile.'),
    );
  });

  it('keeps a typed price as a draft when the screen is left', async () => {
    catalogue();
    const price = await openDeepClean();
    await userEvent.clear(price);
    await userEvent.type(price, '175');
    // Leave and come back: the price typed (clamped when the field was left) is still there.
    await userEvent.click(screen.getByRole('button', { name: 'View Requests' }));
    await userEvent.click(screen.getByRole('button', { name: 'New Requests' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Cleaning/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^Domestic/ }));
    await vi.waitFor(async () =>
      expect(
        ((await screen.findByLabelText('Your price for Deep clean (£)')) as HTMLInputElement).value,
      ).toBe('175.00'),
    );
  });
});

describe('View Requests', () => {
  it('filters by status and says when there is nothing', async () => {
    const api = catalogue({
      'GET /api/provider/certrequests': (params) =>
        ok(
          params.get('sort') === 'DENIED'
            ? []
            : [
                {
                  Product: 'Deep clean',
                  Perks: [
                    { Icon: 'profile', Description: 'Identity verified' },
                    { Icon: 'sparkle', Description: 'Top rated' },
                  ],
                  Image: null,
                  Category: 'Cleaning',
                  Specifics: 'Domestic',
                  Price: 150,
                  Status: 'SUBMITTED',
                  Requested: '2025-11-20T10:00:00Z',
                },
              ],
        ),
    });
    renderAt('/provider/services', <ServicesPage />);
    await userEvent.click(screen.getByRole('button', { name: 'View Requests' }));
    const list = await screen.findByRole('list', { name: 'Your service requests' });
    expect(await within(list).findByText('SUBMITTED')).toBeTruthy();
    // The perks customers will see, named in words beside their icons.
    const perks = within(list).getByRole('list', { name: 'Perks' });
    expect(within(perks).getByText('Identity verified')).toBeTruthy();
    expect(within(perks).getByText('Top rated')).toBeTruthy();
    const filter = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.value)).toEqual([
      'ALL',
      'ACTIVE',
      'DENIED',
      'SUBMITTED',
      'SUSPENDED',
      'UNDER-REVIEW',
    ]);
    await userEvent.selectOptions(filter, 'DENIED');
    expect(await screen.findByText('No requests found')).toBeTruthy();
    expect(api.callsTo('provider/certrequests').at(-1)?.params.get('sort')).toBe('DENIED');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose a category' })).toBeTruthy();
  });
});
