// Stripe's webhook events, once their signature is checked (http/routes/payments/payments.ts): payments made or cancelled
// outside our calls (a closed tab after paying), and what happens to providers' money after a transfer.
// Every handler applies the gateway's state as it is now, read again from Stripe rather than taken from the
// event, so a replayed, late or out-of-order event changes nothing twice and never turns anything back.
import type Stripe from 'stripe';
import type { Database } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import { bankPayoutFailed, payoutAccountChanged, transferReversed } from '../payouts/payout-events';
import type { PayoutRail } from '../payouts/payout-rail';
import { isStripeAccountReady } from '../payouts/stripe-connect';
import { recordIntentState } from './payment-state';
import { findPaymentByIntent } from './payment-store';
import { type StripeGateway, transferFromStripe } from './stripe-gateway';

export async function applyStripeEvent(
  db: Database,
  siteLinks: SiteLinks,
  stripe: StripeGateway,
  rail: PayoutRail,
  event: Stripe.Event,
): Promise<void> {
  if (event.type.startsWith('payment_intent.')) {
    const intentId = (event.data.object as Stripe.PaymentIntent).id;
    const payment = await findPaymentByIntent(db, 'stripe', intentId);
    if (payment)
      await recordIntentState(db, siteLinks, stripe, payment, await stripe.retrieveIntent(intentId));
    return;
  }
  switch (event.type) {
    case 'transfer.reversed': {
      const reported = event.data.object;
      const group = reported.transfer_group;
      const now = group ? (await stripe.listTransfers(group)).find((t) => t.id === reported.id) : undefined;
      await transferReversed(db, siteLinks, now ?? transferFromStripe(reported));
      return;
    }
    case 'payout.failed': {
      // A connected account's bank payout: which of our transfers it carried is asked of Stripe.
      if (!event.account) return;
      const payout = event.data.object;
      const transferIds = await stripe.transfersInPayout(event.account, payout.id);
      await bankPayoutFailed(db, siteLinks, transferIds, {
        id: payout.id,
        reason: payout.failure_message ?? 'The bank refused the payout.',
      });
      return;
    }
    case 'account.updated': {
      // Events may arrive out of order: the account as Stripe has it now decides.
      const account = event.data.object;
      const ready = (await rail.isReady(account.id)) ?? isStripeAccountReady(account);
      await payoutAccountChanged(db, siteLinks, stripe, { ref: account.id }, ready);
      return;
    }
  }
}
