import '../../../testing/test-utils';
import { addDays, londonToday } from '@callout/contracts/london-time';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailsPage } from '../../../app/order-details-page';
import { readBookingDraft, writeBookingDraft } from '../../../data/booking-draft';
import { loadPage } from '../../../lib/dialogs';
import { detailsReply, orderId } from '../../../testing/orders';
import { answer, fakeApi, renderRoutes } from '../../../testing/test-utils';

vi.mock('../../../lib/dialogs', async (original) => ({
  ...(await original<typeof import('../../../lib/dialogs')>()),
  loadPage: vi.fn(),
}));

const inDays = (days: number) => addDays(londonToday(), days);

async function openReorder(info = {}) {
  fakeApi({ 'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'COMPLETED', ...info })) });
  renderRoutes(
    [{ path: '/details/:id', element: <OrderDetailsPage accountType="user" /> }],
    `/details/${orderId}`,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
  return screen.getByLabelText('Date for the order');
}

describe('reorder', () => {
  beforeEach(() => vi.mocked(loadPage).mockClear());

  it('copies the order into the booking draft for the chosen date and goes to negotiate', async () => {
    await writeBookingDraft({ ZipCode: 'E1 6AN', Order: 'ORD-OLD', toNegotiate: true });
    const date = await openReorder();
    expect(date.getAttribute('min')).toBe(inDays(0));
    expect(date.getAttribute('max')).toBe(inDays(60));
    fireEvent.change(date, { target: { value: inDays(3) } });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/service/negotiate'));
    expect(await readBookingDraft()).toEqual({
      ZipCode: 'SW1A 1AA',
      Address: 'Westminster, London',
      Category: 'Cleaning',
      Specific: 'Domestic',
      ProdId: '7',
      Product: 'Deep clean',
      Provider: 'PRV-1',
      Scheduled: inDays(3),
    });
  });

  it('needs a date first', async () => {
    await openReorder();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(window.alert).toHaveBeenCalledWith('Date for the order is required to proceed');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('turns an order without provider or specifics back into a published job', async () => {
    const date = await openReorder({ PersonnelID: '', SubCategory: '' });
    fireEvent.change(date, { target: { value: inDays(1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalled());
    expect(await readBookingDraft()).toMatchObject({ Provider: 'BID', Specific: 'NONE' });
  });
});
