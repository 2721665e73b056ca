// The card form of the built-in sandbox gateway: number, expiry and security code (no postal code, as
// with Stripe's form here). The card goes to our server's sandbox only, never to a real gateway.

import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { useState } from 'react';
import { confirmSandboxCard, sandboxCardInputSchema } from '../api/confirm-sandbox-card';
import type { CardOutcome } from '../card-outcome';

export function SandboxCardForm({
  clientSecret,
  payLabel,
  onOutcome,
  mayPay,
}: {
  clientSecret: string;
  payLabel: string;
  onOutcome: (outcome: CardOutcome) => void;
  /** Asked before the card goes to the gateway; false: the page has said why not. */
  mayPay: () => boolean;
}) {
  const { t } = useTranslation('booking');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [incomplete, setIncomplete] = useState(false);
  const [paying, setPaying] = useState(false);
  const set = (field: keyof typeof card) => (event: { target: { value: string } }) =>
    setCard((current) => ({ ...current, [field]: event.target.value }));

  const pay = async () => {
    if (!mayPay()) return;
    const input = { clientSecret, ...card };
    if (!sandboxCardInputSchema.safeParse(input).success) return setIncomplete(true);
    setIncomplete(false);
    setPaying(true);
    try {
      onOutcome(await confirmSandboxCard(input));
    } catch (error) {
      console.error('Sandbox card confirmation failed', error);
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
      <p className="field__hint">{t('payment.sandboxNote')}</p>
      <TextField
        label={t('payment.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        onChange={set('number')}
        status={incomplete ? { tone: 'invalid', message: t('payment.cardIncomplete') } : null}
        required
      />
      <div className="bk-card-form__row">
        <TextField
          label={t('payment.expiry')}
          placeholder={t('payment.expiryPlaceholder')}
          autoComplete="cc-exp"
          value={card.expiry}
          onChange={set('expiry')}
          required
        />
        <TextField
          label={t('payment.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          onChange={set('cvc')}
          required
        />
      </div>
      <Button type="submit" loading={paying}>
        {payLabel}
      </Button>
    </form>
  );
}
