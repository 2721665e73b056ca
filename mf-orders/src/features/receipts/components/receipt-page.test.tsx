import '../../../testing/test-utils';
import type { Receipt } from '@callout/contracts/receipts';
import type { ServerRefusal } from '@callout/module-kit/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerOrderDetailsPage } from '../../../app/order-details-page';
import { detailsReply, orderId, receipt } from '../../../testing/orders';
import { answer, fakeApi, refuse, renderRoutes, stub } from '../../../testing/test-utils';
import { ReceiptPage } from './receipt-page';

vi.mock('../../live-tracking/components/order-map', () => ({ default: () => <div>map</div> }));

const receiptReply = (data: Partial<Receipt> = {}) =>
  answer({ success: true, message: 'Receipt loaded.', data: { ...receipt, ...data } });

/** Stands in for the shell's route error page. */
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

const routes = [
  {
    path: '/orders/:id/receipt',
    element: (
      <ShowsThrown>
        <ReceiptPage />
      </ShowsThrown>
    ),
  },
  { path: '/details/:id', element: <CustomerOrderDetailsPage /> },
  stub('/service/payments/:id'),
];

/** The value shown for a term of the facts list. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the receipt page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows what the mailed receipt says, in London time, and prints', async () => {
    const api = fakeApi({ 'GET /api/receipt': () => receiptReply() });
    renderRoutes(routes, `/orders/${orderId}/receipt`);
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Callout Ltd' })).toBeTruthy();
    expect(api.callsTo('receipt')[0]?.params.get('orderid')).toBe(orderId);
    expect(fact('Order number')).toBe(orderId);
    expect(fact('Service')).toBe('Deep clean');
    expect(fact('Provider')).toBe('Amara Okafor');
    expect(fact('Date paid')).toBe('20 Jul 2025, 11:01'); // 10:01 UTC, in BST
    expect(fact('Amount paid')).toBe('£45.00');
    expect(fact('Paid with')).toBe('Visa ending 4242');
    expect(
      screen.getByText(/Callout Ltd · Registered in England and Wales, company number 15834012/),
    ).toBeTruthy();
    expect(screen.getByText(/Registered office: 20 Example Street, London EC2A 4NE/)).toBeTruthy();
    expect(screen.queryByText(/VAT number/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to order' })).toHaveProperty(
      'pathname',
      `/details/${orderId}`,
    );

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('leaves out the card when the payment provider did not say which', async () => {
    fakeApi({ 'GET /api/receipt': () => receiptReply({ CardBrand: null, CardLast4: null }) });
    renderRoutes(routes, `/orders/${orderId}/receipt`);
    await screen.findByRole('heading', { name: 'Callout Ltd' });
    expect(screen.queryByText('Paid with')).toBeNull();
  });

  it("says the server's refusal on the route error page, with nothing to print", async () => {
    fakeApi({
      'GET /api/receipt': () =>
        refuse('There is no receipt for this order yet: it is issued once the payment is taken.', 404),
    });
    renderRoutes(routes, `/orders/${orderId}/receipt`);
    expect(
      await screen.findByText(
        '404: There is no receipt for this order yet: it is issued once the payment is taken.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('carries the right to cancel, with the express request when there was one', async () => {
    const right = {
      Exempt: false,
      StartsWithinPeriod: true,
      CancelUntil: '2025-07-31T09:00:00Z',
      StartRequestedAt: '2025-07-17T09:30:00Z',
    };
    fakeApi({ 'GET /api/receipt': () => receiptReply({ CancelRight: right }) });
    const first = renderRoutes(routes, `/orders/${orderId}/receipt`);
    await screen.findByRole('heading', { name: 'Callout Ltd' });
    expect(fact('Right to cancel')).toBe(
      '14 days, until 31 Jul 2025, 10:00: free before the work startsYou asked for the work to start within them on 17 Jul 2025, 10:30',
    );
    first.unmount();

    fakeApi({ 'GET /api/receipt': () => receiptReply({ CancelRight: { ...right, Exempt: true } }) });
    renderRoutes(routes, `/orders/${orderId}/receipt`);
    await screen.findByRole('heading', { name: 'Callout Ltd' });
    expect(fact('Right to cancel')).toBe('None for this service (a fixed date or an urgent repair)');
  });

  it("prints the company's VAT number once it is registered", async () => {
    fakeApi({ 'GET /api/receipt': () => receiptReply({ CompanyVatNumber: 'GB123456789' }) });
    renderRoutes(routes, `/orders/${orderId}/receipt`);
    expect(await screen.findByText(/VAT number: GB123456789/)).toBeTruthy();
  });

  it('says a failure to load it, and tries again when asked', async () => {
    fakeApi({ 'GET /api/receipt': () => answer({ success: false, message: 'Server error' }, 500) });
    renderRoutes(routes, `/orders/${orderId}/receipt`);
    expect(await screen.findByText('Server error')).toBeTruthy();
    fakeApi({ 'GET /api/receipt': () => receiptReply() });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Callout Ltd' })).toBeTruthy();
  });
});

describe("the order page's Receipt link", () => {
  it('leads to the receipt once the payment was taken', async () => {
    fakeApi({
      'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'COMPLETED', Receipt: true })),
      'GET /api/receipt': () => receiptReply(),
    });
    renderRoutes(routes, `/details/${orderId}`);
    const link = await screen.findByRole('link', { name: 'Receipt' });
    expect(link).toHaveProperty('pathname', `/orders/${orderId}/receipt`);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Callout Ltd' })).toBeTruthy();
  });

  it.each([
    ['no payment taken yet', false],
    ['an answer from before receipts', undefined],
  ])('is not shown for %s', async (_case, Receipt) => {
    fakeApi({
      'GET /api/orderdetails': () =>
        answer(detailsReply({ OrderStatus: 'SCHEDULED', ...(Receipt === undefined ? {} : { Receipt }) })),
    });
    renderRoutes(routes, `/details/${orderId}`);
    await screen.findByRole('heading', { name: 'Deep clean' });
    expect(screen.queryByRole('link', { name: 'Receipt' })).toBeNull();
  });

  it('says why a cancelled order was charged: the part done at the request, or nothing without it', async () => {
    fakeApi({
      'GET /api/receipt': () =>
        receiptReply({ Amount: 50, Cancellation: { Basis: 'time-worked', Charge: 50, WithinRight: true } }),
    });
    renderRoutes(routes, `/orders/${orderId}/receipt`);
    await screen.findByRole('heading', { name: 'Callout Ltd' });
    expect(fact('Cancellation')).toBe(
      'Cancelled within the 14 days after the work began at your request: £50.00 for the part done.',
    );
  });

  it('shows no cancellation for an order not cancelled', async () => {
    fakeApi({ 'GET /api/receipt': () => receiptReply() });
    renderRoutes(routes, `/orders/${orderId}/receipt`);
    await screen.findByRole('heading', { name: 'Callout Ltd' });
    expect(screen.queryByText('Cancellation', { selector: 'dt' })).toBeNull();
  });
});
