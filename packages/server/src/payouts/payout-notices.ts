// What a provider is told about their money: the dashboard bell (notifications/notify.ts), once per event
// however often it is reported (a replayed webhook, a retried transfer).
import type { Queryable } from '../db/database';
import { notify } from '../notifications/notify';
import { providerLinks } from '../notifications/provider-events';

const money = (currency: string, minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);

interface PayoutFacts {
  id: number;
  provider_id: string;
  order_id: string;
  product_name: string;
  currency: string;
}

async function facts(db: Queryable, payoutId: number): Promise<PayoutFacts | null> {
  const [row] = await db.query<PayoutFacts>(
    `SELECT po.id, po.provider_id, po.order_id, o.product_name, po.currency
     FROM payouts po JOIN orders o ON o.id = po.order_id WHERE po.id = $1`,
    [payoutId],
  );
  return row ?? null;
}

export type PayoutNotice =
  | { kind: 'sent'; payoutId: number; amountMinor: number; transferId: string }
  | { kind: 'refused'; payoutId: number; reason: string; key: string }
  | { kind: 'reversed'; payoutId: number; amountMinor: number; reversedInAll: number }
  | { kind: 'bank-failed'; payoutId: number; reason: string; bankPayoutId: string };

function wording(notice: PayoutNotice, payout: PayoutFacts): { text: string; once: string } {
  const what = `${payout.product_name} (${payout.order_id})`;
  switch (notice.kind) {
    case 'sent':
      return {
        text: `Payout of ${money(payout.currency, notice.amountMinor)} sent for ${what}.`,
        once: `payout-sent-${notice.transferId}`,
      };
    case 'refused':
      return {
        text: `Your payout for ${what} could not be sent: ${notice.reason} It will be tried again.`,
        once: `payout-refused-${notice.key}`,
      };
    case 'reversed':
      return {
        text: `${money(payout.currency, notice.amountMinor)} of your payout for ${what} was taken back.`,
        once: `payout-reversed-${payout.id}-${notice.reversedInAll}`,
      };
    case 'bank-failed':
      return {
        text: `Your bank did not accept the payout for ${what}: ${notice.reason} Please check your bank details in Manage Payments.`,
        once: `payout-bank-failed-${payout.id}-${notice.bankPayoutId}`,
      };
  }
}

export async function notifyPayout(db: Queryable, notice: PayoutNotice): Promise<void> {
  const payout = await facts(db, notice.payoutId);
  if (!payout) return;
  const { text, once } = wording(notice, payout);
  const link = notice.kind === 'bank-failed' ? providerLinks.profile : providerLinks.order(payout.order_id);
  await notify(db, payout.provider_id, text, link, { once, push: 'PAYOUT' });
}

/** The payout account became ready for payouts, or the gateway stopped it until it has more details. */
export async function notifyPayoutAccount(db: Queryable, providerId: string, ready: boolean): Promise<void> {
  await notify(
    db,
    providerId,
    ready
      ? 'Your payout account is ready: payouts for your completed jobs will be sent to it.'
      : 'Your payout account needs more details before payouts can be sent. Open Manage Payments to finish.',
    providerLinks.profile,
    { push: 'PAYOUT' },
  );
}
