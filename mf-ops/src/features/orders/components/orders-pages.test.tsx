// The refund call is faked here: POST /api/ops/orders/:id/refund comes from the refunds work,
// built against its shape { amount, reason } with an Idempotency-Key.
import type { OpsOrderDetail } from '@callout/contracts/ops-people';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderSummary } from '../../../test/rendered-data';
import { answer, fakeApi, renderAt } from '../../../test/test-utils';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';

const order = (refunded: number): OpsOrderDetail => ({
  ...orderSummary,
  PayRate: 'PER JOB',
  AmountDue: null,
  Captured: 80,
  Refunded: refunded,
  Refundable: 80 - refunded,
  Timeline: [
    { At: '2025-07-02T09:00:00Z', Kind: 'created', Amount: 80, Detail: null },
    { At: '2025-07-02T09:05:00Z', Kind: 'paid', Amount: 80, Detail: null },
    { At: '2025-07-03T10:00:00Z', Kind: 'started', Amount: null, Detail: null },
    { At: '2025-07-03T11:00:00Z', Kind: 'ended', Amount: null, Detail: null },
    ...(refunded ? [{ At: '2025-07-04T09:00:00Z', Kind: 'refunded', Amount: refunded, Detail: 'Late' }] : []),
  ],
  Audit: [],
});

describe('orders', () => {
  it('searches orders by text and status', async () => {
    const api = fakeApi({
      'GET /api/ops/orders': () => answer({ success: true, message: 'Orders loaded.', data: [orderSummary] }),
    });
    renderAt('/ops/orders', '/ops/orders', <OrdersPage />);
    expect((await screen.findByRole('link', { name: 'ORD-1' })).getAttribute('href')).toBe(
      '/ops/orders/ORD-1',
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'CANCELLED');
    await userEvent.type(screen.getByLabelText('Search by order id, email or product'), 'sam@');
    await screen.findByRole('link', { name: 'ORD-1' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const last = api.callsTo('ops/orders').at(-1);
    expect(last?.params.get('status')).toBe('CANCELLED');
    expect(last?.params.get('search')).toBe('sam@');
  });

  it('says why a payout waits for the provider’s tax details for HMRC, with a link to HMRC reporting', async () => {
    const held = order(0);
    held.Timeline.push({
      At: '2025-07-03T11:00:01Z',
      Kind: 'payout-due',
      Amount: 72,
      Detail: null,
      HeldReason: 'seller-details',
    });
    fakeApi({
      'GET /api/ops/orders/ORD-1': () => answer({ success: true, message: 'Order loaded.', data: held }),
    });
    renderAt('/ops/orders/:orderId', '/ops/orders/ORD-1', <OrderPage />);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.at(-1)?.textContent).toContain('has not given their tax details for HMRC');
    expect(within(timeline).getByRole('link', { name: 'HMRC reporting' }).getAttribute('href')).toBe(
      '/ops/hmrc',
    );
    expect(items[0]?.textContent).not.toContain('HMRC');
  });

  it('shows the timeline and refunds part of the order after confirmation, with one key per refund', async () => {
    let refunded = 0;
    const api = fakeApi({
      'GET /api/ops/orders/ORD-1': () =>
        answer({ success: true, message: 'Order loaded.', data: order(refunded) }),
      'POST /api/ops/orders/ORD-1/refund': (params) => {
        refunded = Number(params.get('amount') ?? 80);
        return answer({ success: true, message: `Refunded £${refunded.toFixed(2)} on order ORD-1.` });
      },
    });
    renderAt('/ops/orders/:orderId', '/ops/orders/ORD-1', <OrderPage />);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Created'),
      expect.stringContaining('Paid'),
      expect.stringContaining('Started'),
      expect.stringContaining('Ended'),
    ]);
    expect(screen.getByText('Left to refund: £80.00')).toBeTruthy();

    const amount = screen.getByLabelText('Amount in pounds');
    await userEvent.type(amount, '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Please enter an amount in pounds, such as 12.50.')).toBeTruthy();
    expect(screen.getByText('Please give a reason for the refund.')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '90');
    await userEvent.type(screen.getByLabelText('Reason (told to the customer)'), 'Late arrival');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Please enter no more than £80.00.')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(
      screen.getByText('Refund £12.50 on order ORD-1 to the customer’s card?'.replace('’', "'")),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByText('Refunded £12.50 on order ORD-1.')).toBeTruthy();
    const [call] = api.callsTo('ops/orders/ORD-1/refund');
    expect(call?.params.get('amount')).toBe('12.50');
    expect(call?.params.get('reason')).toBe('Late arrival');
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Left to refund: £67.50')).toBeTruthy();
  });

  it('refunds everything left when no amount is given, and shows a refusal in the server’s words', async () => {
    const api = fakeApi({
      'GET /api/ops/orders/ORD-1': () => answer({ success: true, message: 'Order loaded.', data: order(0) }),
      'POST /api/ops/orders/ORD-1/refund': () =>
        answer({ success: false, message: 'Nothing is left to refund on this order.' }, 409),
    });
    renderAt('/ops/orders/:orderId', '/ops/orders/ORD-1', <OrderPage />);
    await userEvent.type(await screen.findByLabelText('Reason (told to the customer)'), 'Duplicate');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByText('Nothing is left to refund on this order.')).toBeTruthy();
    expect(api.callsTo('ops/orders/ORD-1/refund')[0]?.params.has('amount')).toBe(false);
    // The reason typed is still there for another try.
    expect((screen.getByLabelText('Reason (told to the customer)') as HTMLTextAreaElement).value).toBe(
      'Duplicate',
    );
  });
});
