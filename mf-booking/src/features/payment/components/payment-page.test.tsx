import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { amaraProfile, bookingOrderAnswer } from '../../../testing/order-data';
import { answer, fakeApi, flowStubs, ok, renderRoutes, stub } from '../../../testing/test-utils';
import PaymentPage from './payment-page';

// Stripe.js comes from Stripe's servers, which tests (like this app offline) cannot reach.
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: () => Promise.reject(new Error('offline')) }));

const routes = [
  { path: '/service/payments/:id', element: <PaymentPage /> },
  ...flowStubs.filter((route) => route.path !== '/service/payments/:id'),
  stub('/service/payments'),
];
const intent = (publicKey = 'sandbox') =>
  ok({ clientSecret: 'pi_1_secret', AccountID: '', publicKey, OrderTotal: 150, Currency: 'GBP' });

async function payWith(number: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/34');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay £150.00' }));
}

describe('Complete Your Payment', () => {
  it('pays with the sandbox card and moves on to the order confirmation', async () => {
    const { callsTo } = fakeApi({
      'GET /api/paymentintent': () => intent(),
      'POST /api/sandbox-gateway/confirm': () => ok({ status: 'requires_capture' }, 'Payment secured!'),
    });
    const { router } = renderRoutes(routes, '/service/payments/ORD-1');
    expect(await screen.findByText('Order total: £150.00')).toBeTruthy();
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('heading', { name: 'page /service/orderconfirmation/:id' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/service/orderconfirmation/ORD-1');
    expect(router.state.location.state).toEqual({ fundsHeld: true });
    expect(Object.fromEntries(callsTo('sandbox-gateway/confirm')[0]?.params ?? [])).toEqual({
      clientSecret: 'pi_1_secret',
      number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
  });

  it('shows the service, date, provider, address and the price with what it includes', async () => {
    fakeApi({
      'GET /api/paymentintent': () => intent(),
      'GET /api/orderdetails': () => answer(bookingOrderAnswer),
      'GET /api/providers/p1/profile': () => ok(amaraProfile),
    });
    renderRoutes(routes, '/service/payments/ORD-1');
    const summary = await screen.findByRole('region', { name: 'Your booking' });
    const fact = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    expect(fact('Service')).toBe('Full valet · Car Wash');
    expect(fact('Date')).toBe('4 December 2026');
    expect(fact('Address')).toBe('10 Downing Street, London, SW1A 1AA');
    expect(fact('Service price')).toBe('£180.00 per job');
    // The intent charges less than the listed price (as for a cancellation charge): the rows still add up.
    expect(fact('Charged for this order')).toBe('£150.00');
    expect(fact('Booking fee')).toBe('None');
    expect(fact('Total')).toBe('£150.00');
    expect(summary.textContent).toContain('released to the provider only after the job is completed');
    expect(summary.textContent).toContain(
      'Prices include VAT where the provider charges it. Callout adds no booking or service fee',
    );
    expect(within(summary).getByText('Amara Okafor')).toBeTruthy();
    expect(await within(summary).findByText('12 reviews')).toBeTruthy();
    expect(
      within(summary).getByRole('link', { name: 'View profile of Amara Okafor' }).getAttribute('href'),
    ).toBe('/providers/p1');
    expect(screen.getByText('Order total: £150.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /covered by the Callout guarantee/ }).getAttribute('href')).toBe(
      '/guarantee',
    );
  });

  it("shows the gateway's words for a declined card and stays on the page", async () => {
    fakeApi({
      'GET /api/paymentintent': () => intent(),
      'POST /api/sandbox-gateway/confirm': () =>
        answer(
          { success: false, message: 'Your card was declined.', data: { status: 'requires_payment_method' } },
          402,
        ),
    });
    renderRoutes(routes, '/service/payments/ORD-1');
    await payWith('4000 0000 0000 0002');
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(screen.getByRole('heading', { name: 'Complete Your Payment' })).toBeTruthy();
  });

  it('shows any other status in the spec words', async () => {
    fakeApi({
      'GET /api/paymentintent': () => intent(),
      'POST /api/sandbox-gateway/confirm': () => ok({ status: 'processing' }),
    });
    renderRoutes(routes, '/service/payments/ORD-1');
    await payWith('4242424242424242');
    expect((await screen.findByRole('alert')).textContent).toBe('Payment status: processing');
  });

  it('sends an hourly order (PENDING ORDER) to its details after an alert', async () => {
    fakeApi({ 'GET /api/paymentintent': () => ok(undefined, 'PENDING ORDER') });
    renderRoutes(routes, '/service/payments/ORD-2');
    expect(await screen.findByRole('heading', { name: 'page /details/:id' })).toBeTruthy();
    expect(window.alert).toHaveBeenCalledWith('PENDING ORDER');
  });

  it('goes straight to confirmation when the order is already paid', async () => {
    fakeApi({ 'GET /api/paymentintent': () => ok(undefined, 'Payment Completed') });
    renderRoutes(routes, '/service/payments/ORD-3');
    expect(await screen.findByRole('heading', { name: 'page /service/orderconfirmation/:id' })).toBeTruthy();
  });

  it('alerts a refused intent', async () => {
    fakeApi({ 'GET /api/paymentintent': () => answer({ success: false, message: 'Order not found.' }, 404) });
    renderRoutes(routes, '/service/payments/ORD-4');
    expect(await screen.findByText('Order not found.')).toBeTruthy();
    expect(window.alert).toHaveBeenCalledWith('Order not found.');
  });

  it('says the Stripe gateway is not reachable when Stripe.js cannot load', async () => {
    fakeApi({ 'GET /api/paymentintent': () => intent('pk_test_123') });
    renderRoutes(routes, '/service/payments/ORD-5');
    expect(await screen.findByText('Stripe gateway not reachable. Please try again.')).toBeTruthy();
  });

  const within14Days = {
    Exempt: false,
    StartsWithinPeriod: true,
    CancelUntil: '2026-12-18T10:00:00Z',
    StartRequestedAt: null,
  };
  const intentWithRight = (right: typeof within14Days) =>
    ok({
      clientSecret: 'pi_1_secret',
      AccountID: '',
      publicKey: 'sandbox',
      OrderTotal: 150,
      Currency: 'GBP',
      CancelRight: right,
    });

  it('states the 14-day right and refuses to pay a job inside it until the express request is ticked', async () => {
    const { callsTo } = fakeApi({
      'GET /api/paymentintent': () => intentWithRight(within14Days),
      'POST /api/sandbox-gateway/confirm': () => ok({ status: 'requires_capture' }, 'Payment secured!'),
    });
    const { router } = renderRoutes(routes, '/service/payments/ORD-1');
    const right = await screen.findByRole('region', { name: 'Your right to cancel' });
    expect(right.textContent).toContain('You may cancel this booking within 14 days, until 18 December 2026');
    await payWith('4242 4242 4242 4242');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your job is within 14 days: please tick the box to ask for the work to start then, or choose a later date.',
    );
    expect(callsTo('sandbox-gateway/confirm')).toHaveLength(0);
    const box = within(right).getByRole('checkbox', {
      name: /I ask for the work to start on the booked date/,
    });
    expect(document.activeElement).toBe(box);

    const user = userEvent.setup();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Pay £150.00' }));
    expect(await screen.findByRole('heading', { name: 'page /service/orderconfirmation/:id' })).toBeTruthy();
    expect(callsTo('sandbox-gateway/confirm')).toHaveLength(1);
    expect(router.state.location.state).toEqual({ fundsHeld: true, startRequested: true });
  });

  it('asks nothing when the job begins after the 14 days, and says so for an exempt product', async () => {
    fakeApi({
      'GET /api/paymentintent': () => intentWithRight({ ...within14Days, StartsWithinPeriod: false }),
    });
    const first = renderRoutes(routes, '/service/payments/ORD-1');
    const right = await screen.findByRole('region', { name: 'Your right to cancel' });
    expect(within(right).queryByRole('checkbox')).toBeNull();
    first.unmount();

    fakeApi({
      'GET /api/paymentintent': () =>
        intentWithRight({ ...within14Days, Exempt: true, StartsWithinPeriod: false }),
    });
    renderRoutes(routes, '/service/payments/ORD-2');
    const exempt = await screen.findByRole('region', { name: 'Your right to cancel' });
    expect(exempt.textContent).toContain('so it has no 14-day right to cancel');
    expect(exempt.textContent).not.toContain('You may cancel this booking within 14 days');
    expect(within(exempt).queryByRole('checkbox')).toBeNull();
  });

  it('refuses an order id that is not one', async () => {
    fakeApi({});
    renderRoutes(routes, '/service/payments/..%2F..');
    expect(await screen.findByText('Missing service ID. Please refresh and try again.')).toBeTruthy();
  });
});
