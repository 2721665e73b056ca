// The server's stand-in for the Stripe card form (stripe-card-form.tsx): the same form with the box Stripe's
// card field will fill, at its size, so the page does not move when the browser's form takes its place.
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import type { StripeFormProps } from './payment-screen';

export function StripeCardBox({ payLabel }: StripeFormProps) {
  const { t } = useTranslation('booking');
  return (
    <form className="bk-card-form" aria-label={t('payment.cardForm')}>
      <div className="field__input bk-stripe-card">
        <div className="bk-stripe-card__held" />
      </div>
      <Button type="submit">{payLabel}</Button>
    </form>
  );
}
