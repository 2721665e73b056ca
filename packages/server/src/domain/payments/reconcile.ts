// payments:reconcile: every order with money at the gateway, checked against the gateway. For each order
//   captured + covered = refunded + fee + paid to the provider + still pending
// (covered: the provider's share of a refund the platform paid itself, after a dispute decision)
// with captured, refunded and paid as the gateway reports them (its PaymentIntents, their charges and the
// order's transfers) and the fee and pending from our payout record; and our own records must say what the
// gateway says. A difference is listed with what differs; money moves a crash or an outage left unfinished
// (the sweeper finishes them) are named as such.
import type { Database } from '../../infra/db/database';
import type { PaymentGateway } from './gateway';
import { type OrderRecord, ordersWithMoney, paymentsOfOrder, reconcilePageSize } from './reconcile-queries';

export interface OrderMoney {
  orderId: string;
  currency: string;
  /** As the gateway reports them. */
  capturedMinor: number;
  refundedMinor: number;
  paidMinor: number;
  /** From our records: the platform's fee, and what is owed to the provider or held for the order. */
  feeMinor: number;
  pendingMinor: number;
  /** The provider's share of refunds the platform paid itself (a dispute decided so). */
  coveredMinor: number;
  problems: string[];
}

export interface Reconciliation {
  checked: number;
  differing: OrderMoney[];
}

async function checkOrder(db: Database, gateway: PaymentGateway, order: OrderRecord): Promise<OrderMoney> {
  const payments = await paymentsOfOrder(db, order.id, gateway.kind);
  const problems: string[] = [];
  let captured = 0;
  let refunded = 0;
  for (const payment of payments) {
    const intent = await gateway.retrieveIntent(payment.intent_id);
    const intentRefunded = intent.amountRefundedMinor ?? payment.amount_refunded_minor;
    captured += intent.amountCapturedMinor;
    refunded += intentRefunded;
    if (intent.status !== payment.status) {
      problems.push(`payment ${payment.id}: we have ${payment.status}, the gateway ${intent.status}`);
    }
    if (intent.amountCapturedMinor !== payment.amount_captured_minor) {
      problems.push(
        `payment ${payment.id}: we have ${payment.amount_captured_minor} captured, the gateway ${intent.amountCapturedMinor}`,
      );
    }
    if (intentRefunded !== payment.amount_refunded_minor) {
      problems.push(
        `payment ${payment.id}: we have ${payment.amount_refunded_minor} refunded, the gateway ${intentRefunded}`,
      );
    }
  }

  const transfers = await gateway.listTransfers(order.id);
  const paid = transfers.reduce((sum, t) => sum + t.amountMinor - t.amountReversedMinor, 0);
  const live = transfers.filter((t) => t.amountMinor > t.amountReversedMinor);
  if (live.length > 1) problems.push(`paid twice: ${live.map((t) => t.id).join(', ')}`);
  for (const transfer of transfers) {
    if (transfer.id !== order.transfer_id && transfer.idempotencyKey !== order.in_flight) {
      problems.push(`transfer ${transfer.id} is not the payout's`);
    }
  }

  const fee = order.fee_minor ?? 0;
  const covered = order.covered_minor ?? 0;
  let pending: number;
  if (order.payout_id !== null) {
    pending = (order.amount_minor ?? 0) - (order.transferred_minor ?? 0);
    if (paid !== order.transferred_minor) {
      problems.push(`paid to the provider: we have ${order.transferred_minor}, the gateway ${paid}`);
      if (order.payout_status === 'paid' && !order.transfer_id) {
        problems.push('the payout was marked paid before transfers existed: no money was sent');
      }
    }
  } else {
    // No payout yet: what is left is held for the order, which is only right while it is open.
    pending = captured - refunded;
    if (pending > 0 && order.status === 'COMPLETED') problems.push('captured, but no payout recorded yet');
    if (pending > 0 && order.status === 'CANCELLED')
      problems.push('cancelled, but captured money not returned yet');
    if (paid > 0) problems.push(`transferred ${paid} without a payout`);
  }
  const difference = captured + covered - (refunded + fee + paid + pending);
  if (difference !== 0) {
    const paidIn = covered > 0 ? ` + covered ${covered}` : '';
    problems.push(
      `captured ${captured}${paidIn} ≠ refunded ${refunded} + fee ${fee} + paid ${paid} + pending ${pending} (off by ${difference})`,
    );
  }
  if (problems.length > 0 && order.in_flight)
    problems.push(`a gateway call is in flight (${order.in_flight})`);
  if (problems.length > 0 && order.refunds_started > 0) {
    problems.push(`${order.refunds_started} refund(s) noted and not finished`);
  }
  return {
    orderId: order.id,
    currency: payments[0]?.currency ?? 'gbp',
    capturedMinor: captured,
    refundedMinor: refunded,
    paidMinor: paid,
    feeMinor: fee,
    pendingMinor: pending,
    coveredMinor: covered,
    problems,
  };
}

/** Checks every order with money at the gateway (or the one given); the gateway's errors propagate. */
export async function reconcilePayments(
  db: Database,
  gateway: PaymentGateway,
  options: { orderId?: string } = {},
): Promise<Reconciliation> {
  const result: Reconciliation = { checked: 0, differing: [] };
  let after = '';
  for (;;) {
    const orders = await ordersWithMoney(db, gateway.kind, after, options.orderId ?? null);
    for (const order of orders) {
      const money = await checkOrder(db, gateway, order);
      result.checked += 1;
      if (money.problems.length > 0) result.differing.push(money);
    }
    const last = orders.at(-1);
    if (!last || orders.length < reconcilePageSize) return result;
    after = last.id;
  }
}
