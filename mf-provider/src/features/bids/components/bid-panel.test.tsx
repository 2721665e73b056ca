import { createTestQueryClient, QueryWrapper } from '@callout/query/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused, renderAt } from '../../../testing/test-utils';
import { BidPanel } from './bid-panel';

const job = {
  OrderId: 'ORD-9',
  ProductID: '7',
  Category: 'Cleaning',
  Specifics: 'Domestic',
  Currency: 'NGN',
  Price: 150,
  PayRate: 'PER JOB',
  ProdImage: '/img/deep.png',
  Image: null,
  Rating: null,
  ZipCode: 'SW1A 1AA',
  Address: 'Westminster, London',
  Schedule: '2030-01-02',
  IsBid: false,
};

function stubGeolocation(outcome: { lat: number; lng: number } | { code: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('code' in outcome) failure?.({ code: outcome.code, message: 'no' } as GeolocationPositionError);
    else success({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
}

const bidPanel = () => screen.getByRole('complementary', { name: 'Bid published jobs' });

describe('the bid panel', () => {
  it('shows each job with its details and £ price, and closes with its X', async () => {
    fakeApi({ 'GET /api/provider/BidOpportunities': () => ok([job]) });
    const onClose = vi.fn();
    render(<BidPanel open onClose={onClose} />, { wrapper: QueryWrapper });
    const list = await screen.findByRole('list', { name: 'Published jobs' });
    expect(await within(list).findByRole('heading', { name: 'Cleaning · Domestic' })).toBeTruthy();
    expect(within(list).getByText('£150.00 per job')).toBeTruthy();
    expect(within(list).getByText('SW1A 1AA, Westminster, London')).toBeTruthy();
    expect(within(list).getByText('For 2 January 2030')).toBeTruthy();
    await userEvent.click(within(bidPanel()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the arrival window beside the date of a job that has one', async () => {
    fakeApi({
      'GET /api/provider/BidOpportunities': () => ok([{ ...job, OrderId: 'ORD-10', Window: '10:00–12:00' }]),
    });
    render(<BidPanel open onClose={() => {}} />, { wrapper: QueryWrapper });
    const list = await screen.findByRole('list', { name: 'Published jobs' });
    expect(await within(list).findByText('For 2 January 2030, 10:00–12:00')).toBeTruthy();
    expect(
      within(list).getByRole('button', {
        name: 'Bid on Cleaning · Domestic for 2 January 2030, 10:00–12:00',
      }),
    ).toBeTruthy();
  });

  it('says the jobs are from anywhere, and where to set a service area, while the provider has none', async () => {
    let area: unknown = null;
    fakeApi({
      'GET /api/provider/BidOpportunities': () => ok([job]),
      'GET /api/provider/servicearea': () => ok(area),
    });
    const { unmount } = renderAt('/provider/dashboard', <BidPanel open onClose={() => {}} />);
    expect(await within(bidPanel()).findByText(/these are published jobs anywhere in the UK/)).toBeTruthy();
    expect(within(bidPanel()).getByRole('link', { name: 'Set your service area' }).getAttribute('href')).toBe(
      '/provider/schedules',
    );
    unmount();

    area = { ZipCode: 'SE15 4QL', Radius: 10, Town: 'Peckham' };
    const client = createTestQueryClient();
    renderAt('/provider/dashboard', <BidPanel open onClose={() => {}} />, client);
    await waitFor(() => expect(client.getQueryState(['service-area'])?.status).toBe('success'));
    expect(within(bidPanel()).queryByText(/anywhere in the UK/)).toBeNull();
  });

  it('bids with the device position and flips the button after the server agrees', async () => {
    stubGeolocation({ lat: 51.5, lng: -0.12 });
    const api = fakeApi({
      'GET /api/provider/BidOpportunities': () => ok([job]),
      'GET /api/provider/bidrequest': () => ok(undefined, 'Bid placed.'),
    });
    render(<BidPanel open onClose={() => {}} />, { wrapper: QueryWrapper });
    await userEvent.click(await screen.findByRole('button', { name: /^Bid on Cleaning · Domestic/ }));
    expect(await screen.findByRole('button', { name: /^Withdraw bid on Cleaning · Domestic/ })).toBeTruthy();
    const sent = api.callsTo('provider/bidrequest')[0]?.params;
    expect(sent?.get('orderid')).toBe('ORD-9');
    expect(sent?.get('lat')).toBe('51.5');
    expect(sent?.get('lng')).toBe('-0.12');
  });

  it('explains a refused location permission and sends nothing', async () => {
    stubGeolocation({ code: 1 });
    const api = fakeApi({ 'GET /api/provider/BidOpportunities': () => ok([job]) });
    render(<BidPanel open onClose={() => {}} />, { wrapper: QueryWrapper });
    await userEvent.click(await screen.findByRole('button', { name: /^Bid on/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Allow location access to bid: the customer sees how far away you are.',
    );
    expect(api.callsTo('provider/bidrequest')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /^Bid on/ })).toBeTruthy();
  });

  it('alerts the server message when the bid is refused and leaves the job as it was', async () => {
    stubGeolocation({ lat: 51.5, lng: -0.12 });
    fakeApi({
      'GET /api/provider/BidOpportunities': () => ok([job]),
      'GET /api/provider/bidrequest': () => refused('This job is no longer open.', 409),
    });
    render(<BidPanel open onClose={() => {}} />, { wrapper: QueryWrapper });
    await userEvent.click(await screen.findByRole('button', { name: /^Bid on/ }));
    await vi.waitFor(() => expect(window.alert).toHaveBeenCalledWith('This job is no longer open.'));
    expect(screen.getByRole('button', { name: /^Bid on/ })).toBeTruthy();
  });

  it('says when there are no jobs', async () => {
    fakeApi({ 'GET /api/provider/BidOpportunities': () => ok([]) });
    render(<BidPanel open onClose={() => {}} />, { wrapper: QueryWrapper });
    expect(await screen.findByText('No records found')).toBeTruthy();
  });
});
