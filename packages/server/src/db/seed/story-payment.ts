// A demo order paid as the payment pages pay one: an intent at the built-in sandbox gateway, confirmed with
// its test card, and held (or captured once the job is done). The story is told with the sandbox even when
// a demo runs with Stripe keys: its orders then show as paid and ask for nothing more.
import { toMinorUnits } from '../../payments/gateway';
import { insertPayment, latestPayment, saveIntentState } from '../../payments/payment-store';
import { createSandboxGateway } from '../../payments/sandbox-gateway';
import type { Queryable } from '../database';
import { demoCustomer } from './demo-accounts';

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
    await tx.query('UPDATE payments SET capture_key = $2 WHERE id = $1', [payment.id, captureKey]);
    intent = await gateway.captureIntent(created.id, captureKey);
  }
  await saveIntentState(tx, payment.id, intent);
}
