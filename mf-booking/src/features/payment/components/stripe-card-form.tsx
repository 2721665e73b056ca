// The Stripe card form (Stripe Elements, postal code hidden). Loaded only when the order is paid through
// Stripe; card details go from the browser to Stripe and never touch our server.

import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import type { StripeFormProps as Props } from './payment-screen';

function CardForm({ clientSecret, payLabel, onOutcome, mayPay }: Omit<Props, 'publicKey'>) {
  const { t } = useTranslation('booking');
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    if (!mayPay()) return;
    if (!stripe || !elements) return onOutcome({ kind: 'problem', message: t('payment.gatewayUnreachable') });
    if (!clientSecret) return onOutcome({ kind: 'problem', message: t('payment.cannotComplete') });
    const card = elements.getElement(CardElement);
    if (!card) return onOutcome({ kind: 'problem', message: t('payment.cardElementMissing') });
    setPaying(true);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      onOutcome(
        result.error
          ? { kind: 'declined', message: result.error.message ?? null }
          : { kind: 'status', status: result.paymentIntent.status },
      );
    } catch (error) {
      console.error('Stripe card confirmation failed', error);
      onOutcome({ kind: 'problem', message: t('payment.unexpected') });
    } finally {
      setPaying(false);
    }
  };

  return (
    <form
      className="bk-card-form"
      aria-label={t('payment.cardForm')}
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <div className="field__input bk-stripe-card">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <Button type="submit" loading={paying}>
        {payLabel}
      </Button>
    </form>
  );
}

export default function StripeCardForm({ publicKey, ...form }: Props) {
  const { t } = useTranslation('booking');
  const [stripe, setStripe] = useState<Stripe | null | 'loading'>('loading');

  useEffect(() => {
    let active = true;
    setStripe('loading');
    // Stripe.js only loads from Stripe's servers; without them there is nothing to pay through.
    loadStripe(publicKey).then(
      (loaded) => active && setStripe(loaded),
      (error: unknown) => {
        console.error('Stripe.js could not be loaded', error);
        if (active) setStripe(null);
      },
    );
    return () => {
      active = false;
    };
  }, [publicKey]);

  if (stripe === 'loading') return <Spinner label={t('payment.gatewayLoading')} />;
  if (!stripe) return <Notice tone="error">{t('payment.gatewayUnreachable')}</Notice>;
  return (
    <Elements stripe={stripe}>
      <CardForm {...form} />
    </Elements>
  );
}
