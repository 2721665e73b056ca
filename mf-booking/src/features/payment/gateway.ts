// Which gateway takes the card. The server's built-in sandbox (used when no Stripe keys are set) sends
// the public key "sandbox"; anything else is a Stripe publishable key.
import type { PaymentIntent } from '@callout/contracts/booking';

export const sandboxPublicKey = 'sandbox';

export const isStripeIntent = (intent: PaymentIntent) => intent.publicKey !== sandboxPublicKey;
