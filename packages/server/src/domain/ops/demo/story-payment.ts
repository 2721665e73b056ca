// A demo order paid as the payment pages pay one: an intent at the built-in sandbox gateway, confirmed with
// its test card, and held (or captured once the job is done); and its provider paid as the weekly batch
// pays one (a sandbox transfer to their sandbox payout account). The story is told with the sandbox even when
// a demo runs with Stripe keys: its orders then show as paid and ask for nothing more.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../infra/db/database';
import { toMinorUnits } from '../../payments/gateway';
import { insertPayment, latestPayment, saveIntentState } from '../../payments/payment-store';
import { createSandboxGateway } from '../../payments/sandbox-gateway';
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

/** Transfers the order's payout to its provider's sandbox payout account (opened, ready, if they had none). */
export async function transferWithSandbox(tx: Queryable, orderId: string): Promise<void> {
  const [payout] = await tx.query<{
    id: number;
    provider_id: string;
    amount_minor: number;
    currency: string;
    charge_id: string | null;
  }>(
    `SELECT po.id, po.provider_id, po.amount_minor, po.currency, p.charge_id
     FROM payouts po JOIN payments p ON p.id = po.payment_id WHERE po.order_id = $1`,
    [orderId],
  );
  if (!payout) throw new Error(`No payout recorded for ${orderId}`);
  await tx.query(
    `INSERT INTO payout_accounts (provider_id, gateway, account_ref, ready, onboarding_key)
     VALUES ($1, 'sandbox', $2, true, $3)
     ON CONFLICT (provider_id) DO UPDATE SET ready = true WHERE payout_accounts.gateway = 'sandbox'`,
    [payout.provider_id, `acct_sbx_${payout.provider_id}`, `demo-${randomUUID()}`],
  );
  const [account] = await tx.query<{ account_ref: string }>(
    'SELECT account_ref FROM payout_accounts WHERE provider_id = $1',
    [payout.provider_id],
  );
  const key = `callout-payout-${payout.id}-transfer-1`;
  const transfer = await createSandboxGateway(tx).createTransfer({
    amountMinor: payout.amount_minor,
    currency: payout.currency,
    destination: account?.account_ref ?? '',
    orderId,
    sourceTransaction: payout.charge_id,
    payoutId: payout.id,
    idempotencyKey: key,
  });
  await tx.query(
    `UPDATE payouts SET transfer_id = $2, transferred_minor = $3, transfer_attempts = 1 WHERE id = $1`,
    [payout.id, transfer.id, transfer.amountMinor],
  );
}
