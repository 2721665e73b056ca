// What the gateway tells us about providers' money after a transfer, and about their payout accounts: Stripe's
// transfer.reversed, payout.failed and account.updated webhooks (domain/payments/stripe-events.ts hands them over),
// and the sandbox's onboarding. Each is applied from the gateway's absolute state, so a replayed or
// out-of-order event changes nothing twice; and each tells the provider.
import type { Database } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import type { GatewayTransfer, PaymentGateway } from '../payments/gateway';
import { lockPayoutAccount, setPayoutAccountReady } from './payout-account-store';
import { notifyPayout, notifyPayoutAccount } from './payout-notices';
import {
  failPaidPayouts,
  instantPayoutsOwed,
  lockPayoutOfTransfer,
  retryFailedPayouts,
  takeBackReversed,
} from './payout-store';
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
    const payout = await lockPayoutOfTransfer(tx, transfer.id);
    if (!payout) return;
    const atGateway = transfer.amountMinor - transfer.amountReversedMinor;
    let held = payout.transferred_minor;
    const ours = payout.reversal_amount_minor ?? 0;
    if (payout.reversal_key && held - ours >= atGateway) {
      await recordReversal(tx, siteLinks, payout.id, payout.reversal_key, ours);
      held -= ours;
    }
    if (held <= atGateway) return;
    const reversedInAll = await takeBackReversed(tx, payout.id, atGateway, held);
    if (reversedInAll !== null) {
      await notifyPayout(tx, siteLinks, {
        kind: 'reversed',
        payoutId: payout.id,
        amountMinor: held - atGateway,
        reversedInAll,
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
  const failed = await failPaidPayouts(db, transferIds, bankPayout.reason);
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
    const row = await lockPayoutAccount(tx, gateway.kind, account);
    if (!row) return null;
    if (row.ready !== ready) {
      await setPayoutAccountReady(tx, row.provider_id, ready);
      await notifyPayoutAccount(tx, siteLinks, row.provider_id, ready);
    }
    if (ready) await retryFailedPayouts(tx, row.provider_id);
    return row.provider_id;
  });
  if (!changed || !ready) return;
  const owed = await instantPayoutsOwed(db, changed);
  for (const payout of owed) await settlePayout(db, siteLinks, gateway, payout.id);
}
