// /service/payments/{id}, 'Complete Your Payment': the order's card payment through Stripe or the sandbox.
// The Stripe form is given: the browser's loads Stripe (payment-page.tsx), the server's renderer draws the
// box it will fill (stripe-card-box.tsx), so Stripe never reaches the server.
import {
  paymentCompletedReply,
  paymentIntentQuerySchema,
  pendingOrderReply,
} from '@callout/contracts/booking';
import { guaranteePath } from '@callout/contracts/review-trust';
import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import { useQuery } from '@callout/query';
import { Link, useNavigate, useParams } from '@callout/router';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useBookingOrder } from '../../../api/get-booking-order';
import { BookingSummary } from '../../../components/booking-summary';
import { CustomerPage } from '../../../components/customer-page';
import { paths } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialogs';
import { paymentIntentQuery } from '../api/get-payment-intent';
import { type CardOutcome, fundsHeld, isSecured } from '../card-outcome';
import { isStripeIntent } from '../gateway';
import { CancelRightNotice } from './cancel-right-notice';
import { SandboxCardForm } from './sandbox-card-form';

export interface ConfirmationState {
  fundsHeld?: boolean;
  /** The customer ticked the express request that the work start inside the 14 days to cancel. */
  startRequested?: boolean;
}

/** What the Stripe card form is given (stripe-card-form.tsx). */
export interface StripeFormProps {
  publicKey: string;
  clientSecret: string;
  payLabel: string;
  onOutcome: (outcome: CardOutcome) => void;
  /** Asked before the card goes to the gateway; false: the page has said why not. */
  mayPay: () => boolean;
}

interface PaymentProps {
  orderId: string;
  StripeForm: ComponentType<StripeFormProps>;
}

function Payment({ orderId, StripeForm }: PaymentProps) {
  const { t } = useTranslation(['booking', 'common']);
  const navigate = useNavigate();
  const reply = useQuery(paymentIntentQuery(orderId));
  const order = useBookingOrder(orderId).data;
  const [message, setMessage] = useState<string | null>(null);
  const [startRequested, setStartRequested] = useState(false);
  const requestBox = useRef<HTMLInputElement>(null);
  const answer = reply.data;
  const right = answer?.data?.CancelRight;

  useEffect(() => {
    if (!answer || answer.data) return;
    if (answer.message === pendingOrderReply) {
      // Hourly orders are paid after completion: nothing to pay yet.
      alertMessage(answer.message);
      void navigate(paths.orderDetails.getHref(orderId), { replace: true });
    } else if (answer.message === paymentCompletedReply) {
      void navigate(paths.orderConfirmation.getHref(orderId), { replace: true });
    } else {
      alertMessage(answer.message || t('payment.initFailed'));
    }
  }, [answer, navigate, orderId, t]);

  // A job beginning inside the 14 days to cancel is paid for only once the customer asks for it expressly.
  const mayPay = () => {
    if (!right?.StartsWithinPeriod || startRequested) return true;
    setMessage(t('payment.cancelRight.requestMissing'));
    requestBox.current?.focus();
    return false;
  };

  const onOutcome = (outcome: CardOutcome) => {
    if (outcome.kind === 'status' && isSecured(outcome.status)) {
      const state: ConfirmationState = {
        fundsHeld: fundsHeld(outcome.status),
        ...(right?.StartsWithinPeriod ? { startRequested } : {}),
      };
      void navigate(paths.orderConfirmation.getHref(orderId), { replace: true, state });
      return;
    }
    if (outcome.kind === 'status') setMessage(t('payment.status', { status: outcome.status }));
    else setMessage(outcome.message ?? t('payment.failed'));
  };

  if (reply.isError && !reply.isFetching) {
    return (
      <Notice tone="error" title={t('payment.initFailed')}>
        <Button variant="secondary" onClick={() => void reply.refetch()}>
          {t('common:retry')}
        </Button>
      </Notice>
    );
  }
  if (!answer) return <Spinner label={t('payment.loading')} />;
  const intent = answer.data;
  if (!intent) {
    const handled = answer.message === pendingOrderReply || answer.message === paymentCompletedReply;
    return handled ? (
      <Spinner label={t('payment.loading')} />
    ) : (
      <Notice tone="error">{answer.message || t('payment.initFailed')}</Notice>
    );
  }
  if (!intent.clientSecret) return <Notice tone="error">{t('payment.cannotComplete')}</Notice>;

  const total = money(intent.OrderTotal, intent.Currency);
  const payLabel = t('payment.pay', { amount: total });
  return (
    <div className="bk-pay">
      {/* What is being paid for: the card form's total stands alone until the order's details arrive. */}
      {order ? <BookingSummary order={order} total={total} /> : null}
      <section className="card bk-payment" aria-labelledby="bk-payment-total">
        <p id="bk-payment-total" className="bk-payment__total">
          {t('payment.total', { amount: total })}
        </p>
        {right ? (
          <CancelRightNotice
            right={right}
            startRequested={startRequested}
            onStartRequested={(requested) => {
              setStartRequested(requested);
              if (requested) setMessage(null);
            }}
            checkboxRef={requestBox}
          />
        ) : null}
        {message ? <Notice tone="error">{message}</Notice> : null}
        {isStripeIntent(intent) ? (
          <StripeForm
            publicKey={intent.publicKey}
            clientSecret={intent.clientSecret}
            payLabel={payLabel}
            onOutcome={onOutcome}
            mayPay={mayPay}
          />
        ) : (
          <SandboxCardForm
            clientSecret={intent.clientSecret}
            payLabel={payLabel}
            onOutcome={onOutcome}
            mayPay={mayPay}
          />
        )}
        <p className="bk-payment__guarantee">
          <Link to={guaranteePath}>{t('payment.guarantee')}</Link>
        </p>
      </section>
    </div>
  );
}

export function PaymentScreen({ StripeForm }: Pick<PaymentProps, 'StripeForm'>) {
  const { t } = useTranslation(['booking', 'common']);
  const { id = '' } = useParams();
  const valid = paymentIntentQuerySchema.safeParse({ orderid: id }).success;
  return (
    <CustomerPage title={t('payment.title')}>
      {valid ? (
        <Payment key={id} orderId={id} StripeForm={StripeForm} />
      ) : (
        <Notice tone="error">{t('payment.missingServiceId')}</Notice>
      )}
    </CustomerPage>
  );
}
