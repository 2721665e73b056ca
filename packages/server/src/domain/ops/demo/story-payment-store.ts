// What the demo story's payments write beside the gateway's own records (story-payment.ts): the provider's
// sandbox payout account, opened ready, and their payout marked transferred as the weekly batch would.
import type { Queryable } from '../../../infra/db/database';

/** The order's payout with the charge it is paid from; null before it is recorded. */
export async function demoPayoutOf(
  tx: Queryable,
  orderId: string,
): Promise<{
  id: number;
  provider_id: string;
  amount_minor: number;
  currency: string;
  charge_id: string | null;
} | null> {
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
  return payout ?? null;
}

/** The provider's sandbox payout account, opened ready if they had none (or made ready); its reference. */
export async function readySandboxAccount(
  tx: Queryable,
  providerId: string,
  onboardingKey: string,
): Promise<string | null> {
  await tx.query(
    `INSERT INTO payout_accounts (provider_id, gateway, account_ref, ready, onboarding_key)
     VALUES ($1, 'sandbox', $2, true, $3)
     ON CONFLICT (provider_id) DO UPDATE SET ready = true WHERE payout_accounts.gateway = 'sandbox'`,
    [providerId, `acct_sbx_${providerId}`, onboardingKey],
  );
  const [account] = await tx.query<{ account_ref: string }>(
    'SELECT account_ref FROM payout_accounts WHERE provider_id = $1',
    [providerId],
  );
  return account?.account_ref ?? null;
}

/** Records the transfer that paid the payout, as the first attempt. */
export async function markDemoPayoutTransferred(
  tx: Queryable,
  payoutId: number,
  transfer: { id: string; amountMinor: number },
): Promise<void> {
  await tx.query(
    `UPDATE payouts SET transfer_id = $2, transferred_minor = $3, transfer_attempts = 1 WHERE id = $1`,
    [payoutId, transfer.id, transfer.amountMinor],
  );
}
