// A demo order paid as the payment pages pay one: an intent at the built-in sandbox gateway, confirmed with
// its test card, and held (or captured once the job is done); and its provider paid as the weekly batch
// pays one (a sandbox transfer to their sandbox payout account). The story is told with the sandbox even when
// a demo runs with Stripe keys: its orders then show as paid and ask for nothing more.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../infra/db/database';
import { toMinorUnits } from '../../payments/gateway';
import { insertPayment, latestPayment, notePaymentKey, saveIntentState } from '../../payments/payment-store';
import { createSandboxGateway } from '../../payments/sandbox-gateway';
import { demoCustomer } from './demo-accounts';
import { demoPayoutOf, markDemoPayoutTransferred, readySandboxAccount } from './story-payment-store';

const testCard = { number: '4242424242424242', expiry: '12/34', cvc: '123' };

export async function payWithSandboxCard(
  tx: Queryable,
  orderId: string,
  product: { name: string; currency: string; price: string | number },
  captured: boolean,
): Promise<void> {
  const gateway = createSandboxGateway(tx);
  const createKey = `callout-${orderId}-intent-1`;
  const created = await gateway.createIntent({
    amountMinor: toMinorUnits(Number(product.price)),
    currency: product.currency,
    orderId,
    customerId: demoCustomer.id,
    description: `${product.name} (${orderId})`,
    idempotencyKey: createKey,
  });
  await insertPayment(tx, orderId, gateway.kind, created, createKey);
  const payment = await latestPayment(tx, orderId);
  if (!payment) throw new Error(`No payment recorded for ${orderId}`);
  await gateway.confirmCard(created.clientSecret, testCard);
  let intent = await gateway.retrieveIntent(created.id);
  if (captured) {
    const captureKey = `${payment.id}-capture`;
    await notePaymentKey(tx, payment.id, 'capture', captureKey);
    intent = await gateway.captureIntent(created.id, captureKey);
  }
  await saveIntentState(tx, payment.id, intent);
}

/** Transfers the order's payout to its provider's sandbox payout account (opened, ready, if they had none). */
export async function transferWithSandbox(tx: Queryable, orderId: string): Promise<void> {
  const payout = await demoPayoutOf(tx, orderId);
  if (!payout) throw new Error(`No payout recorded for ${orderId}`);
  const accountRef = await readySandboxAccount(tx, payout.provider_id, `demo-${randomUUID()}`);
  const key = `callout-payout-${payout.id}-transfer-1`;
  const transfer = await createSandboxGateway(tx).createTransfer({
    amountMinor: payout.amount_minor,
    currency: payout.currency,
    destination: accountRef ?? '',
    orderId,
    sourceTransaction: payout.charge_id,
    payoutId: payout.id,
    idempotencyKey: key,
  });
  await markDemoPayoutTransferred(tx, payout.id, transfer);
}
