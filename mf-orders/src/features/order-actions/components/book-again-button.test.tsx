import '../../../testing/test-utils';
import { addDays, londonToday } from '@callout/contracts/london-time';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailsPage } from '../../../app/order-details-page';
import { readBookingDraft } from '../../../data/booking-draft';
import { loadPage } from '../../../lib/dialogs';
import { detailsReply, orderId } from '../../../testing/orders';
import { answer, fakeApi, renderRoutes } from '../../../testing/test-utils';

vi.mock('../../../lib/dialogs', async (original) => ({
  ...(await original<typeof import('../../../lib/dialogs')>()),
  loadPage: vi.fn(),
}));

function openPastOrder(info = {}) {
  fakeApi({ 'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'COMPLETED', ...info })) });
  renderRoutes(
    [{ path: '/details/:id', element: <OrderDetailsPage accountType="user" /> }],
    `/details/${orderId}`,
  );
}

describe('book again', () => {
  beforeEach(() => vi.mocked(loadPage).mockClear());

  it("makes the past order the draft with its provider and goes to that provider's windows", async () => {
    openPastOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Book again' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/service/providers'));
    expect(await readBookingDraft()).toMatchObject({
      ProdId: '7',
      Product: 'Deep clean',
      Provider: 'PRV-1',
      ZipCode: 'SW1A 1AA',
      Scheduled: addDays(londonToday(), 1),
    });
  });

  it('is not offered for an order that never had a provider', async () => {
    openPastOrder({ PersonnelID: '' });
    await screen.findByRole('button', { name: 'Reorder' });
    expect(screen.queryByRole('button', { name: 'Book again' })).toBeNull();
  });
});
