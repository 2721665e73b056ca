// IndexedDB stand-in before any module opens a database (the outbox opens its own on import).
import 'fake-indexeddb/auto';
import { addDays, londonToday } from '@callout/contracts/london-time';
import { formatDate } from '@callout/i18n/format';
import type { ServerRefusal } from '@callout/module-kit/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { detailsReply, orderId } from '../testing/orders';
import { answer, fakeApi, ok, refuse, renderRoutes, stub } from '../testing/test-utils';
import { CustomerOrderDetailsPage, ProviderOrderDetailsPage } from './order-details-page';

// OpenLayers needs a real canvas; the map itself is covered in the browser journeys.
vi.mock('../features/live-tracking/components/order-map', () => ({ default: () => <div>map</div> }));

const routes = [
  { path: '/details/:id', element: <CustomerOrderDetailsPage /> },
  { path: '/provider/details/:id', element: <ProviderOrderDetailsPage /> },
  stub('/service/payments/:id'),
];

async function openCustomerOrder(reply: ReturnType<typeof detailsReply>) {
  const api = fakeApi({
    'GET /api/orderdetails': () => answer(reply),
    'GET /api/geolocation': () => ok({ geoMimes: [], OrderStatus: 'IN-PROGRESS' }),
    'GET /api/geo/postcodes': () => ok({ data: [] }),
  });
  renderRoutes(routes, `/details/${orderId}`);
  await screen.findByRole('heading', { name: 'Deep clean' });
  return api;
}

/** The action buttons and links, in page order. */
const actionNames = () =>
  [...screen.getByRole('region', { name: 'Order actions' }).querySelectorAll('button, a')].map(
    (element) => element.textContent,
  );

describe('customer order actions (spec section 4)', () => {
  it('asks for payment instead of starting an unpaid PER JOB order', async () => {
    await openCustomerOrder(detailsReply({ OrderStatus: 'NEW ORDER', PaymentStatus: 'PENDING' }));
    expect(actionNames()).toEqual(['Make Payment', 'Cancel Order']);
    expect(screen.getByRole('link', { name: 'Make Payment' })).toHaveProperty(
      'pathname',
      `/service/payments/${orderId}`,
    );
    expect(screen.getByRole('button', { name: 'Chat Provider' })).toBeTruthy();
  });

  it('starts a paid order after the confirmation, then shows it again', async () => {
    const api = await openCustomerOrder(detailsReply({ OrderStatus: 'SCHEDULED' }));
    expect(actionNames()).toEqual(['Start Order', 'Cancel Order']);
    const start = fakeApi({
      'GET /api/startorder': () => ok({}, 'Order started.'),
      'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'IN-PROGRESS' })),
      'GET /api/geolocation': () => ok({ geoMimes: [], OrderStatus: 'IN-PROGRESS' }),
      'GET /api/geo/postcodes': () => ok({ data: [] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start Order' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'Start order? Ensure provider is available to begin delivering job',
    );
    expect(start.callsTo('startorder')[0]?.params.get('orderid')).toBe(orderId);
    expect(await screen.findByRole('button', { name: 'End Order' })).toBeTruthy();
    expect(actionNames()).toEqual(['End Order', 'Cancel Order']);
    expect(api.callsTo('startorder')).toHaveLength(0);
  });

  it('does nothing when the confirmation is declined', async () => {
    await openCustomerOrder(detailsReply({ OrderStatus: 'SCHEDULED' }));
    const api = fakeApi({
      'GET /api/cancelcost': () =>
        answer({
          success: true,
          message: 'Cancelling now is free.',
          data: { Cost: 0, Currency: 'GBP', Reason: 'Cancelling is free until the job has started.' },
        }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(api.calls.map((call) => call.path)).toEqual(['/api/cancelcost']);
  });

  it('alerts the server refusal', async () => {
    await openCustomerOrder(detailsReply({ OrderStatus: 'SCHEDULED' }));
    fakeApi({ 'GET /api/startorder': () => refuse('Please complete payment before starting this order.') });
    await userEvent.click(screen.getByRole('button', { name: 'Start Order' }));
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Please complete payment before starting this order.'),
    );
  });

  it('sends the customer to payment after ending a PER HOUR order', async () => {
    await openCustomerOrder(
      detailsReply({ OrderStatus: 'IN-PROGRESS', Rate: 'PER HOUR', PaymentStatus: 'PENDING ORDER' }),
    );
    fakeApi({ 'GET /api/endorder': () => ok({}, 'Order completed.') });
    await userEvent.click(screen.getByRole('button', { name: 'End Order' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'End order? Ensure provider has completed delivering job and it has been inspected',
    );
    expect(await screen.findByTestId('location')).toHaveProperty(
      'textContent',
      `/service/payments/${orderId}`,
    );
  });

  it('offers payment and reorder on a closed unpaid order, and hides the chat', async () => {
    await openCustomerOrder(
      detailsReply({ OrderStatus: 'COMPLETED', Rate: 'PER HOUR', PaymentStatus: 'PENDING ORDER' }),
    );
    expect(actionNames()).toEqual(['Make Payment', 'Reorder', 'Book again']);
    expect(screen.queryByRole('button', { name: 'Chat Provider' })).toBeNull();
  });

  it('offers only reorder on a cancelled paid order', async () => {
    await openCustomerOrder(detailsReply({ OrderStatus: 'CANCELLED', PaymentStatus: 'COMPLETED' }));
    expect(actionNames()).toEqual(['Reorder', 'Book again']);
  });
});

describe('what an order offers before its provider or its day', () => {
  it('offers no chat and draws no initials while a published job has no provider', async () => {
    await openCustomerOrder(
      detailsReply({ OrderStatus: 'NEW ORDER', PersonnelID: '', PersonnelName: null, PersonnelImg: null }),
    );
    const party = screen.getByRole('region', { name: 'Provider' });
    expect(within(party).getByText('Not assigned yet')).toBeTruthy();
    expect(party.querySelector('img')).toBeNull();
    expect(within(party).queryByRole('button', { name: 'Save provider' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat Provider' })).toBeNull();
    expect(actionNames()).toEqual(['Cancel Order']);
  });

  it('says a card hold is secured, not that the payment is completed', async () => {
    await openCustomerOrder(detailsReply({ PaymentStatus: 'COMPLETED', PaymentHeld: true }));
    const facts = screen.getByRole('region', { name: 'Deep clean' });
    expect(within(facts).getByText('Secured: funds will be released after job completion')).toBeTruthy();
    expect(within(facts).queryByText('COMPLETED')).toBeNull();
  });

  it('offers Start Order from the day of the job, not days before it', async () => {
    const day = addDays(londonToday(), 3);
    await openCustomerOrder(detailsReply({ OrderStatus: 'SCHEDULED' }, { ShipDate: day }));
    expect(actionNames()).toEqual(['Cancel Order']);
    expect(
      screen.getByText(`You can start this order on ${formatDate(day)}, the day of the job.`),
    ).toBeTruthy();
  });

  it('offers Start Order on the day of the job', async () => {
    await openCustomerOrder(detailsReply({ OrderStatus: 'SCHEDULED' }, { ShipDate: londonToday() }));
    expect(actionNames()).toEqual(['Start Order', 'Cancel Order']);
  });
});

describe('provider order page', () => {
  it('offers only cancel and chat, with the customer and no save icons', async () => {
    localStorage.setItem('accountType', 'provider');
    fakeApi({
      'GET /api/provider/orderdetails': () => answer(detailsReply({ OrderStatus: 'SCHEDULED' })),
    });
    renderRoutes(routes, `/provider/details/${orderId}`);
    await screen.findByRole('heading', { name: 'Deep clean' });
    expect(actionNames()).toEqual(['Cancel Order']);
    expect(screen.getByRole('button', { name: 'Chat Customer' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Customer' })).getByText('Chris Customer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save provider' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save location' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Make Payment' })).toBeNull();
  });

  it('offers nothing on a completed order', async () => {
    fakeApi({
      'GET /api/provider/orderdetails': () => answer(detailsReply({ OrderStatus: 'COMPLETED' })),
    });
    renderRoutes(routes, `/provider/details/${orderId}`);
    await screen.findByRole('heading', { name: 'Deep clean' });
    expect(screen.queryByRole('region', { name: 'Order actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat Customer' })).toBeNull();
  });
});

describe('the rest of the customer page', () => {
  it('saves the provider and the location with their toggles', async () => {
    await openCustomerOrder(detailsReply({}, { locSaved: true }));
    const api = fakeApi({
      'POST /api/toggleprovidersave': () => ok({}, 'Provider saved.'),
      'POST /api/togglelocationsave': () => ok({}, 'Location removed.'),
    });
    const heart = screen.getByRole('button', { name: 'Save provider' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(api.callsTo('toggleprovidersave')[0]?.params.get('value')).toBe('PRV-1');

    const pin = screen.getByRole('button', { name: 'Save location' });
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(pin);
    await waitFor(() => expect(pin.getAttribute('aria-pressed')).toBe('false'));
    expect(api.callsTo('togglelocationsave')[0]?.params.get('value')).toBe('SW1A 1AA;Westminster, London');
  });

  it('opens the order chat on the order id, category ORDER', async () => {
    await openCustomerOrder(detailsReply({ OrderStatus: 'SCHEDULED' }));
    const api = fakeApi({
      'POST /api/loadchats': () => ok({ data: [], userid: 'CUS-1', status: 'OPEN' }),
    });
    const button = screen.getByRole('button', { name: 'Chat Provider' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Order chat' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('loadchats')).toHaveLength(1));
    const [load] = api.callsTo('loadchats');
    expect([load?.params.get('category'), load?.params.get('chatid')]).toEqual(['ORDER', orderId]);
  });

  it("throws the server's refusal of the address, with its status, for the shell's route error page", async () => {
    const api = fakeApi({
      'GET /api/orderdetails': () => refuse('We could not find this order on your account.', 404),
    });
    renderRoutes(
      [
        {
          path: '/details/:id',
          element: (
            <ShowsThrown>
              <CustomerOrderDetailsPage />
            </ShowsThrown>
          ),
        },
      ],
      '/details/ORD-NOT-MINE',
    );
    expect(await screen.findByText('404: We could not find this order on your account.')).toBeTruthy();
    expect(api.callsTo('orderdetails')[0]?.params.get('orderid')).toBe('ORD-NOT-MINE');
    // The error page says it; an alert on top would say it twice.
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('alerts a refusal of an order already shown, and keeps the order on the page', async () => {
    fakeApi({ 'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'SCHEDULED' })) });
    const { client } = renderRoutes(routes, `/details/${orderId}`);
    await screen.findByRole('heading', { name: 'Deep clean' });
    fakeApi({ 'GET /api/orderdetails': () => refuse('Please try again later.', 503) });
    await client.invalidateQueries();
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Please try again later.'));
    expect(screen.getByRole('heading', { name: 'Deep clean' })).toBeTruthy();
  });
});

/** Stands in for the shell's error boundary: shows the status and message of what the page threw. */
class ShowsThrown extends Component<{ children: ReactNode }, { error: ServerRefusal | null }> {
  override state = { error: null };

  static getDerivedStateFromError(error: ServerRefusal) {
    return { error };
  }

  override render() {
    const { error } = this.state as { error: ServerRefusal | null };
    return error ? <p>{`${error.status}: ${error.message}`}</p> : this.props.children;
  }
}
