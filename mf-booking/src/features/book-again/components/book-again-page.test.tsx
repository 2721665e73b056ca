import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadDraft } from '../../../data/request-draft';
import { draftAt, storeDraft, tomorrow } from '../../../testing/drafts';
import { bookingOrderAnswer } from '../../../testing/order-data';
import { answer, fakeApi, flowStubs, renderRoutes } from '../../../testing/test-utils';
import BookAgainPage from './book-again-page';

const routes = [{ path: '/service/again/:id', element: <BookAgainPage /> }, ...flowStubs];
const pastOrder = {
  ...bookingOrderAnswer,
  orderInfo: bookingOrderAnswer.orderInfo.map((info) => ({ ...info, OrderStatus: 'COMPLETED' })),
  shippingInfo: bookingOrderAnswer.shippingInfo.map((shipping) => ({
    ...shipping,
    ShipAddress: '10 Downing Street, London',
    AddressLine1: '10 Downing Street',
    AddressLine2: '',
    Town: 'London',
  })),
};

describe('book again', () => {
  it('repeats a past order: the same service, provider and address, tomorrow, on to the providers step', async () => {
    const { callsTo } = fakeApi({ 'GET /api/orderdetails': () => answer(pastOrder) });
    renderRoutes(routes, '/service/again/ORD-9');
    expect(await screen.findByRole('heading', { name: 'page /service/providers' })).toBeTruthy();
    expect(callsTo('orderdetails')[0]?.params.get('orderid')).toBe('ORD-9');
    expect(await loadDraft()).toEqual({
      ZipCode: 'SW1A 1AA',
      Address: '10 Downing Street, London',
      AddressLine1: '10 Downing Street',
      AddressLine2: '',
      Town: 'London',
      Category: 'Car Wash',
      Specific: 'NONE',
      ProdId: '7',
      Product: 'Full valet',
      Provider: 'p1',
      ProviderName: 'Amara Okafor',
      Scheduled: tomorrow(),
    });
  });

  it('keeps a booking in progress when the customer does not let go of it', async () => {
    await storeDraft({ ...draftAt.negotiate('p2'), Order: 'ORD-1' });
    vi.mocked(window.confirm).mockReturnValue(false);
    const { callsTo } = fakeApi({ 'GET /api/orderdetails': () => answer(pastOrder) });
    renderRoutes(routes, '/service/again/ORD-9');
    expect(
      await screen.findByText('Your booking in progress is kept, so this one was not started.'),
    ).toBeTruthy();
    expect(callsTo('cancelorder')).toHaveLength(0);
    expect((await loadDraft()).Order).toBe('ORD-1');
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(
      '/details/ORD-9',
    );
  });

  it('says so when the order had no provider to book again with', async () => {
    const published = {
      ...pastOrder,
      orderInfo: pastOrder.orderInfo.map((info) => ({ ...info, PersonnelID: '' })),
    };
    fakeApi({ 'GET /api/orderdetails': () => answer(published) });
    renderRoutes(routes, '/service/again/ORD-9');
    expect(await screen.findByText('This order has no provider to book again with.')).toBeTruthy();
  });

  it('shows the server’s words when the order cannot be loaded', async () => {
    fakeApi({
      'GET /api/orderdetails': () => answer({ success: false, message: 'Order not found.' }, 404),
    });
    renderRoutes(routes, '/service/again/ORD-404');
    expect(await screen.findByText('Order not found.')).toBeTruthy();
  });
});
