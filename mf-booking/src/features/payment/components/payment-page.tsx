// /service/payments/{id} in the browser: the payment screen with Stripe's card form, loaded only when the
// order is paid through Stripe.
import { useTranslation } from '@callout/i18n/react';
import { retriedLazy } from '@callout/ui/module-page';
import { Spinner } from '@callout/ui/spinner';
import { Suspense } from 'react';
import { PaymentScreen, type StripeFormProps } from './payment-screen';

const StripeCardForm = retriedLazy(() => import('./stripe-card-form'));

function LoadedStripeForm(props: StripeFormProps) {
  const { t } = useTranslation('booking');
  return (
    <Suspense fallback={<Spinner label={t('payment.gatewayLoading')} />}>
      <StripeCardForm {...props} />
    </Suspense>
  );
}

export default function PaymentPage() {
  return <PaymentScreen StripeForm={LoadedStripeForm} />;
}
