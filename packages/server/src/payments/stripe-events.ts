// Stripe's webhook events, once their signature is checked (routes/payments.ts): payments made or cancelled
// outside our calls (a closed tab after paying), and what happens to providers' money after a transfer.
// Every handler applies the gateway's state as it is now, so a replayed event changes nothing twice.
import type Stripe from 'stripe';
import type { Database } from '../db/database';
import { bankPayoutFailed, payoutAccountChanged, transferReversed } from '../payouts/payout-events';
import type { PayoutRail } from '../payouts/payout-rail';
import { isStripeAccountReady } from '../payouts/stripe-connect';
import { recordIntentState } from './payment-state';
import { findPaymentByIntent } from './payment-store';
import { intentFromStripe, type StripeGateway, transferFromStripe } from './stripe-gateway';

export async function applyStripeEvent(
  db: Database,
  stripe: StripeGateway,
  rail: PayoutRail,
  event: Stripe.Event,
): Promise<void> {
  if (event.type.startsWith('payment_intent.')) {
    const intent = intentFromStripe(event.data.object as Stripe.PaymentIntent);
    const payment = await findPaymentByIntent(db, 'stripe', intent.id);
    if (payment) await recordIntentState(db, stripe, payment, intent);
    return;
  }
  switch (event.type) {
    case 'transfer.reversed':
      await transferReversed(db, transferFromStripe(event.data.object));
      return;
    case 'payout.failed': {
      // A connected account's bank payout: which of our transfers it carried is asked of Stripe.
      if (!event.account) return;
      const payout = event.data.object;
      const transferIds = await stripe.transfersInPayout(event.account, payout.id);
      await bankPayoutFailed(db, transferIds, {
        id: payout.id,
        reason: payout.failure_message ?? 'The bank refused the payout.',
      });
      return;
    }
    case 'account.updated': {
      // Events may arrive out of order: the account as Stripe has it now decides.
      const account = event.data.object;
      const ready = (await rail.isReady(account.id)) ?? isStripeAccountReady(account);
      await payoutAccountChanged(db, stripe, { ref: account.id }, ready);
      return;
    }
  }
}
