// IndexedDB stand-in before any module opens a database (the outbox opens its own on import).
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { detailsReply, orderId } from '../testing/orders';
import { answer, fakeApi, renderRoutes } from '../testing/test-utils';
import { CustomerOrderDetailsPage } from './order-details-page';

vi.mock('../features/live-tracking/components/order-map', () => ({ default: () => <div>map</div> }));

const routes = [{ path: '/details/:id', element: <CustomerOrderDetailsPage /> }];

describe("the provider's checked credentials on the customer's order page", () => {
  it('names each with the day it was checked', async () => {
    fakeApi({
      'GET /api/orderdetails': () =>
        answer(
          detailsReply({
            PersonnelCredentials: [
              { Name: 'Gas Safe registered', IssuingBody: 'Gas Safe Register', Checked: '2026-03-03' },
            ],
          }),
        ),
    });
    renderRoutes(routes, `/details/${orderId}`);
    const list = await screen.findByRole('list', { name: 'Checked credentials' });
    expect(within(list).getByText('Gas Safe registered, checked 3 March 2026')).toBeTruthy();
  });

  it('shows none when the provider holds none', async () => {
    fakeApi({ 'GET /api/orderdetails': () => answer(detailsReply({ PersonnelCredentials: [] })) });
    renderRoutes(routes, `/details/${orderId}`);
    await screen.findByRole('heading', { name: 'Deep clean' });
    expect(screen.queryByRole('list', { name: 'Checked credentials' })).toBeNull();
  });
});
