// The customer's cancel confirmation says what cancelling costs now: it asks the server when it
// opens, shows that it is asking, says when it could not find out, and can always be confirmed or left
// (buttons, Escape) with the focus where a keyboard user expects it.
import '../../../testing/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomerOrderDetailsPage } from '../../../app/order-details-page';
import { detailsReply, orderId } from '../../../testing/orders';
import { answer, fakeApi, networkDown, ok, renderRoutes, stub } from '../../../testing/test-utils';

// OpenLayers needs a real canvas; the map itself is covered in the browser journeys.
vi.mock('../../live-tracking/components/order-map', () => ({ default: () => <div>map</div> }));

const lateFee = {
  Cost: 20,
  Currency: 'GBP',
  Reason: 'The job has started: 25% of the price goes to your provider.',
};
const charged =
  'Order cancelled. You were charged £20.00 for cancelling after the job started; the rest of your payment has been returned to your card.';

function serve(cost: () => Response | Promise<Response>) {
  return fakeApi({
    'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'IN-PROGRESS' })),
    'GET /api/geolocation': () => ok({ geoMimes: [], OrderStatus: 'IN-PROGRESS' }),
    'GET /api/geo/postcodes': () => ok({ data: [] }),
    'GET /api/cancelcost': cost,
    'GET /api/cancelorder': () => answer({ success: true, message: charged }),
  });
}

async function openConfirmation(cost: () => Response | Promise<Response>) {
  const api = serve(cost);
  renderRoutes(
    [{ path: '/details/:id', element: <CustomerOrderDetailsPage /> }, stub('/service/payments/:id')],
    `/details/${orderId}`,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
  return { api, dialog: screen.getByRole('dialog', { name: 'Cancel order?' }) };
}

describe('the cancel confirmation', () => {
  it('shows what cancelling costs now before the customer confirms, then what was charged', async () => {
    let release: (response: Response) => void = () => {};
    const { api, dialog } = await openConfirmation(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    // Asking: the figure is on its way, and confirming waits for it.
    expect(within(dialog).getByText('Working out what cancelling costs now…')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel order' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(api.callsTo('cancelcost')[0]?.params.get('orderid')).toBe(orderId);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep order' }));

    release(answer({ success: true, message: 'Cancelling now costs £20.00', data: lateFee }));
    expect(await within(dialog).findByText('Cancelling now costs £20.00')).toBeTruthy();
    expect(within(dialog).getByText(lateFee.Reason)).toBeTruthy();
    expect(api.callsTo('cancelorder')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(api.callsTo('cancelorder')).toHaveLength(1));
    expect(api.callsTo('cancelorder')[0]?.params.get('orderid')).toBe(orderId);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(charged)).toBeTruthy();
    // One confirmation, ours: the browser's confirm() is not asked as well.
    expect(window.confirm).not.toHaveBeenCalled();
  });

  it('says so when cancelling is free', async () => {
    const { dialog } = await openConfirmation(() =>
      answer({
        success: true,
        message: 'Cancelling now is free.',
        data: { Cost: 0, Currency: 'GBP', Reason: 'Cancelling is free until the job has started.' },
      }),
    );
    expect(await within(dialog).findByText('Cancelling now is free.')).toBeTruthy();
    expect(within(dialog).queryByText(/costs/)).toBeNull();
  });

  it('says why a job begun inside the 14 days without the express request is free, and what comes back', async () => {
    const { dialog } = await openConfirmation(() =>
      answer({
        success: true,
        message: 'Cancelling now is free.',
        data: {
          Cost: 0,
          Currency: 'GBP',
          Reason: 'server words',
          Basis: 'no-express-request',
          WithinRight: true,
          StartRequested: false,
          Paid: 80,
          Refund: 80,
        },
      }),
    );
    expect(await within(dialog).findByText('Cancelling now is free.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'The work began within your 14 days to cancel, and you had not asked for it to start then: you pay nothing for the work done.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('You get back £80.00 to your card.')).toBeTruthy();
  });

  it('says a job per hour begun at the request costs the time worked, paid with Make Payment', async () => {
    const { dialog } = await openConfirmation(() =>
      answer({
        success: true,
        message: 'Cancelling now costs £50.00',
        data: {
          Cost: 50,
          Currency: 'GBP',
          Reason: 'server words',
          Basis: 'time-worked',
          WithinRight: true,
          StartRequested: true,
          Quarters: 5,
          Paid: 0,
          Refund: 0,
        },
      }),
    );
    expect(await within(dialog).findByText('Cancelling now costs £50.00')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'You asked for the work to start within your 14 days to cancel: you pay for the part done, the time worked so far (75 min).',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Nothing has been taken from your card: you pay £50.00 with Make Payment.'),
    ).toBeTruthy();
  });

  it('says when the figure cannot be had, and still lets the customer cancel', async () => {
    const { api, dialog } = await openConfirmation(networkDown);
    expect(
      await within(dialog).findByText(
        'We could not work out what cancelling costs now. You can still cancel or keep the order.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(api.callsTo('cancelorder')).toHaveLength(1));
  });

  it('keeps the order with Keep order or Escape, and gives the focus back to Cancel Order', async () => {
    const { api, dialog } = await openConfirmation(() =>
      answer({ success: true, message: 'Cancelling now costs £20.00', data: lateFee }),
    );
    await within(dialog).findByText('Cancelling now costs £20.00');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel Order' }));

    // Opened again, it asks again: the figure of a job in progress grows with the time worked.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const again = screen.getByRole('dialog', { name: 'Cancel order?' });
    await within(again).findByText('Cancelling now costs £20.00');
    expect(api.callsTo('cancelcost')).toHaveLength(2);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('cancelorder')).toHaveLength(0);
  });

  it('shows the charge on an order cancelled after it started', async () => {
    fakeApi({
      'GET /api/orderdetails': () =>
        answer(detailsReply({ OrderStatus: 'CANCELLED', PaymentStatus: 'COMPLETED', CancelCharge: 20 })),
    });
    renderRoutes([{ path: '/details/:id', element: <CustomerOrderDetailsPage /> }], `/details/${orderId}`);
    const term = await screen.findByText('Cancellation charge');
    expect(term.nextElementSibling?.textContent).toBe('£20.00');
  });
});
