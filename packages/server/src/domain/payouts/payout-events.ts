// What the gateway tells us about providers' money after a transfer, and about their payout accounts: Stripe's
// transfer.reversed, payout.failed and account.updated webhooks (domain/payments/stripe-events.ts hands them over),
// and the sandbox's onboarding. Each is applied from the gateway's absolute state, so a replayed or
// out-of-order event changes nothing twice; and each tells the provider.
import type { Database } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import type { GatewayTransfer, PaymentGateway } from '../payments/gateway';
import { notifyPayout, notifyPayoutAccount } from './payout-notices';
import { recordReversal, settlePayout } from './payout-transfers';

/**
 * A transfer was reversed at the gateway: by a refund of ours (whose answer may not have been recorded yet),
 * or by someone at the gateway. What is not ours is taken off what the provider holds and kept for an
 * operator (status reversed: never transferred again by itself).
 */
export async function transferReversed(
  db: Database,
  siteLinks: SiteLinks,
  transfer: GatewayTransfer,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [payout] = await tx.query<{
      id: number;
      transferred_minor: number;
      reversal_key: string | null;
      reversal_amount_minor: number | null;
    }>(
      `SELECT id, transferred_minor, reversal_key, reversal_amount_minor FROM payouts WHERE transfer_id = $1 FOR UPDATE`,
      [transfer.id],
    );
    if (!payout) return;
    const atGateway = transfer.amountMinor - transfer.amountReversedMinor;
    let held = payout.transferred_minor;
    const ours = payout.reversal_amount_minor ?? 0;
    if (payout.reversal_key && held - ours >= atGateway) {
      await recordReversal(tx, siteLinks, payout.id, payout.reversal_key, ours);
      held -= ours;
    }
    if (held <= atGateway) return;
    const [taken] = await tx.query<{ reversed_minor: number }>(
      `UPDATE payouts SET transferred_minor = $2, reversed_minor = reversed_minor + ($3::int - $2::int),
         status = 'reversed', updated_at = now()
       WHERE id = $1 RETURNING reversed_minor`,
      [payout.id, atGateway, held],
    );
    if (taken) {
      await notifyPayout(tx, siteLinks, {
        kind: 'reversed',
        payoutId: payout.id,
        amountMinor: held - atGateway,
        reversedInAll: taken.reversed_minor,
      });
    }
  });
}

/** The provider's bank refused a payout: the payouts whose transfers it carried are marked failed. */
export async function bankPayoutFailed(
  db: Database,
  siteLinks: SiteLinks,
  transferIds: readonly string[],
  bankPayout: { id: string; reason: string },
): Promise<void> {
  if (transferIds.length === 0) return;
  const failed = await db.query<{ id: number }>(
    `UPDATE payouts SET status = 'failed', failure_reason = $2, updated_at = now()
     WHERE transfer_id = ANY($1::text[]) AND status = 'paid' RETURNING id`,
    [transferIds, bankPayout.reason],
  );
  for (const payout of failed) {
    await notifyPayout(db, siteLinks, {
      kind: 'bank-failed',
      payoutId: payout.id,
      reason: bankPayout.reason,
      bankPayoutId: bankPayout.id,
    });
  }
}

/**
 * Whether a payout account can be paid, as the gateway says now (account.updated, a profile load, the sandbox
 * onboarding). Once ready, what failed is tried again: a transfer refused earlier becomes pending (and an
 * INSTANT one is sent now); money a bank refused is paid out again by the gateway from the account's balance.
 */
export async function payoutAccountChanged(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  account: { ref: string } | { providerId: string },
  ready: boolean,
): Promise<void> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ provider_id: string; ready: boolean }>(
      `SELECT provider_id, ready FROM payout_accounts WHERE gateway = $1 AND ${'ref' in account ? 'account_ref' : 'provider_id'} = $2
       FOR UPDATE`,
      [gateway.kind, 'ref' in account ? account.ref : account.providerId],
    );
    if (!row) return null;
    if (row.ready !== ready) {
      await tx.query('UPDATE payout_accounts SET ready = $2, updated_at = now() WHERE provider_id = $1', [
        row.provider_id,
        ready,
      ]);
      await notifyPayoutAccount(tx, siteLinks, row.provider_id, ready);
    }
    if (ready) {
      await tx.query(
        `UPDATE payouts SET status = CASE WHEN transfer_id IS NULL THEN 'pending' ELSE 'paid' END,
           failure_reason = NULL, updated_at = now()
         WHERE provider_id = $1 AND status = 'failed'`,
        [row.provider_id],
      );
    }
    return row.provider_id;
  });
  if (!changed || !ready) return;
  const owed = await db.query<{ id: number }>(
    `SELECT id FROM payouts WHERE provider_id = $1 AND schedule = 'INSTANT' AND status = 'pending'
       AND transfer_id IS NULL AND amount_minor > transferred_minor ORDER BY id`,
    [changed],
  );
  for (const payout of owed) await settlePayout(db, siteLinks, gateway, payout.id);
}
