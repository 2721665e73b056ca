// What a provider is told about their money: the dashboard bell (domain/notifications/notify.ts), once per event
// however often it is reported (a replayed webhook, a retried transfer).
import type { Queryable } from '../../infra/db/database';
import type { Words, Writer } from '../../infra/texts/writer';
import type { SiteLinks } from '../notifications/mail/site-links';
import { notify } from '../notifications/notify';
import { providerLinks } from '../notifications/provider-events';
import { type PayoutFacts, payoutFacts } from './payout-store';

export type PayoutNotice =
  | { kind: 'sent'; payoutId: number; amountMinor: number; transferId: string }
  | { kind: 'refused'; payoutId: number; reason: string; key: string }
  | { kind: 'reversed'; payoutId: number; amountMinor: number; reversedInAll: number }
  | { kind: 'bank-failed'; payoutId: number; reason: string; bankPayoutId: string };

function wording(notice: PayoutNotice, payout: PayoutFacts): { text: Words; once: string } {
  const what = (w: Writer) =>
    w.t('notices:when.order', { product: payout.product_name, orderId: payout.order_id });
  switch (notice.kind) {
    case 'sent':
      return {
        text: (w) =>
          w.t('notices:provider.payoutSent', {
            amount: w.money(notice.amountMinor, payout.currency),
            what: what(w),
          }),
        once: `payout-sent-${notice.transferId}`,
      };
    case 'refused':
      return {
        text: (w) => w.t('notices:provider.payoutRefused', { what: what(w), reason: notice.reason }),
        once: `payout-refused-${notice.key}`,
      };
    case 'reversed':
      return {
        text: (w) =>
          w.t('notices:provider.payoutReversed', {
            amount: w.money(notice.amountMinor, payout.currency),
            what: what(w),
          }),
        once: `payout-reversed-${payout.id}-${notice.reversedInAll}`,
      };
    case 'bank-failed':
      return {
        text: (w) => w.t('notices:provider.payoutBankFailed', { what: what(w), reason: notice.reason }),
        once: `payout-bank-failed-${payout.id}-${notice.bankPayoutId}`,
      };
  }
}

export async function notifyPayout(db: Queryable, siteLinks: SiteLinks, notice: PayoutNotice): Promise<void> {
  const payout = await payoutFacts(db, notice.payoutId);
  if (!payout) return;
  const { text, once } = wording(notice, payout);
  const link = notice.kind === 'bank-failed' ? providerLinks.profile : providerLinks.order(payout.order_id);
  await notify(db, payout.provider_id, text, link, { once, push: 'PAYOUT', siteLinks });
}

/** The payout account became ready for payouts, or the gateway stopped it until it has more details. */
export async function notifyPayoutAccount(
  db: Queryable,
  siteLinks: SiteLinks,
  providerId: string,
  ready: boolean,
): Promise<void> {
  await notify(
    db,
    providerId,
    (w) => w.t(ready ? 'notices:provider.payoutAccountReady' : 'notices:provider.payoutAccountNeedsDetails'),
    providerLinks.profile,
    { push: 'PAYOUT', siteLinks },
  );
}
