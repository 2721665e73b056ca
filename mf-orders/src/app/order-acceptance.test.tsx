// IndexedDB stand-in before any module opens a database (the outbox opens its own on import).
import 'fake-indexeddb/auto';
import { addDays, londonToday } from '@callout/contracts/london-time';
import { formatDate } from '@callout/i18n/format';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { detailsReply, orderId } from '../testing/orders';
import { answer, fakeApi, ok, renderRoutes, stub } from '../testing/test-utils';
import { CustomerOrderDetailsPage, ProviderOrderDetailsPage } from './order-details-page';

vi.mock('../features/live-tracking/components/order-map', () => ({ default: () => <div>map</div> }));

const routes = [
  { path: '/details/:id', element: <CustomerOrderDetailsPage /> },
  { path: '/provider/details/:id', element: <ProviderOrderDetailsPage /> },
  stub('/provider/orders'),
];

/** The job's day, ahead of today whenever the test runs: a day gone by offers nobody. */
const jobDay = addDays(londonToday(), 2);

const request = () => screen.getByRole('region', { name: 'Request' });
const accepted = { AcceptedAt: '2026-12-02T09:00:00Z' };
const declined = {
  PersonnelID: '',
  PersonnelName: null,
  DeclinedAt: '2026-12-02T09:00:00Z',
  DeclinedBy: 'PRV-1',
  DeclinedByName: 'Amara Okafor',
};
const provider = (id: string, first: string) => ({
  PersonnelID: id,
  FirstName: first,
  LastName: 'Tester',
  BioInfo: null,
  Image: null,
  Price: 50,
  Rating: 4.5,
  Perks: [],
  Distance: 1.2,
});

describe("the customer sees the provider's answer", () => {
  it('shows the request waiting for its provider', async () => {
    fakeApi({ 'GET /api/orderdetails': () => answer(detailsReply({ AcceptedAt: null })) });
    renderRoutes(routes, `/details/${orderId}`);
    await screen.findByRole('heading', { name: 'Deep clean' });
    expect(within(request()).getByText('Waiting for Amara Okafor to accept')).toBeTruthy();
  });

  it('says who accepted', async () => {
    fakeApi({ 'GET /api/orderdetails': () => answer(detailsReply(accepted)) });
    renderRoutes(routes, `/details/${orderId}`);
    await screen.findByRole('heading', { name: 'Deep clean' });
    expect(within(request()).getByText('Accepted by Amara Okafor')).toBeTruthy();
  });

  it('after a decline offers the other free providers for the day, and gives the request to the one chosen', async () => {
    const api = fakeApi({
      'GET /api/orderdetails': () => answer(detailsReply(declined, { ShipDate: jobDay })),
      'POST /api/activeproviders': () =>
        ok({ data: [provider('PRV-1', 'Amara'), provider('PRV-2', 'Omar')] }, 'Providers loaded.'),
      'GET /api/reassignorder': () =>
        ok({}, 'Request sent to the provider you chose. Your payment stays as it is.'),
    });
    renderRoutes(routes, `/details/${orderId}`);
    await screen.findByRole('heading', { name: 'Deep clean' });
    expect(within(request()).getByText('Amara Okafor declined this request')).toBeTruthy();
    expect(
      within(request()).getByText('Your payment stays as it is: you will not be charged again.'),
    ).toBeTruthy();
    const list = await within(request()).findByRole('list', {
      name: `Providers free on ${formatDate(jobDay)}`,
    });
    // The provider who declined is not offered again.
    expect(within(list).queryByText('Amara Tester')).toBeNull();
    expect(api.callsTo('activeproviders')[0]?.params.get('schedule')).toBe(jobDay);
    expect(api.callsTo('activeproviders')[0]?.params.get('zipcode')).toBe('SW1A 1AA');
    await userEvent.click(within(list).getByRole('button', { name: 'Choose Omar Tester' }));
    expect(api.callsTo('reassignorder')[0]?.params.get('personnel')).toBe('PRV-2');
    expect(api.callsTo('reassignorder')[0]?.params.get('orderid')).toBe(orderId);
    expect(await screen.findByText(/Request sent to the provider you chose/)).toBeTruthy();
  });

  it('says so when nobody else is free that day', async () => {
    fakeApi({
      'GET /api/orderdetails': () => answer(detailsReply(declined, { ShipDate: jobDay })),
      'POST /api/activeproviders': () => ok({ data: [provider('PRV-1', 'Amara')] }, 'Providers loaded.'),
    });
    renderRoutes(routes, `/details/${orderId}`);
    expect(
      await screen.findByText(`No other provider is free on ${formatDate(jobDay)}.`, { exact: false }),
    ).toBeTruthy();
  });
});

describe('the provider answers a request', () => {
  it('accepts a waiting request from the order page', async () => {
    localStorage.setItem('accountType', 'provider');
    const api = fakeApi({
      'GET /api/provider/orderdetails': () => answer(detailsReply({ AcceptedAt: null })),
      'GET /api/provider/acceptorder': () => ok({}, 'Request accepted. The customer has been told.'),
    });
    renderRoutes(routes, `/provider/details/${orderId}`);
    await screen.findByRole('heading', { name: 'Deep clean' });
    expect(within(request()).getByText(/^Waiting for you to accept this request\./)).toBeTruthy();
    await userEvent.click(within(request()).getByRole('button', { name: 'Accept Request' }));
    expect(api.callsTo('provider/acceptorder')[0]?.params.get('orderid')).toBe(orderId);
  });

  it('declines after the confirmation', async () => {
    localStorage.setItem('accountType', 'provider');
    const api = fakeApi({
      'GET /api/provider/orderdetails': () => answer(detailsReply({ AcceptedAt: null })),
      'GET /api/provider/declineorder': () => ok({}, 'Request declined.'),
    });
    renderRoutes(routes, `/provider/details/${orderId}`);
    await screen.findByRole('heading', { name: 'Deep clean' });
    await userEvent.click(within(request()).getByRole('button', { name: 'Decline Request' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'Decline this request? The customer will choose another provider.',
    );
    expect(api.callsTo('provider/declineorder')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'page /provider/orders' })).toBeTruthy();
  });

  it('shows an accepted request as accepted, without the buttons', async () => {
    localStorage.setItem('accountType', 'provider');
    fakeApi({ 'GET /api/provider/orderdetails': () => answer(detailsReply(accepted)) });
    renderRoutes(routes, `/provider/details/${orderId}`);
    await screen.findByRole('heading', { name: 'Deep clean' });
    expect(within(request()).getByText('You accepted this request.')).toBeTruthy();
    expect(within(request()).queryByRole('button')).toBeNull();
  });
});
