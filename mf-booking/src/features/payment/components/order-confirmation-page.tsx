// /service/orderconfirmation/{id}: confirms the paid order with the server, then opens it after 3 s;
// a refusal goes back to the dashboard with the server's words.
import { redirectAfterPaymentMs } from '@callout/contracts/constants';
import { useTranslation } from '@callout/i18n/react';
import { PushOfferCard } from '@callout/module-kit/push/push-offer-card';
import { useLocation, useNavigate, useParams } from '@callout/router';
import { arrivedClass } from '@callout/ui/announce';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { useEffect, useState } from 'react';
import { useBookingOrder } from '../../../api/get-booking-order';
import { BookingSummary } from '../../../components/booking-summary';
import { CustomerPage } from '../../../components/customer-page';
import { paths } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialogs';
import { confirmPayment } from '../api/confirm-payment';
import type { ConfirmationState } from './payment-screen';

type Phase = 'confirming' | 'confirmed' | 'network-error';

export default function OrderConfirmationPage() {
  const { t } = useTranslation(['booking', 'common']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const state = useLocation().state as ConfirmationState | null;
  const held = state?.fundsHeld === true;
  const startRequested = state?.startRequested === true;
  const [phase, setPhase] = useState<Phase>('confirming');
  const [attempt, setAttempt] = useState(0);
  // Asked once the server has confirmed the order, so it shows the order as paid for.
  const order = useBookingOrder(phase === 'confirmed' ? id : undefined).data;

  useEffect(() => {
    void attempt; // Retry after a network error runs this again.
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setPhase('confirming');
    confirmPayment(id, startRequested).then(
      (reply) => {
        if (!active) return;
        if (reply.success) {
          setPhase('confirmed');
          timer = setTimeout(
            () => void navigate(paths.orderDetails.getHref(id), { replace: true }),
            redirectAfterPaymentMs,
          );
        } else {
          alertMessage(reply.message || t('confirmation.failed'));
          void navigate(paths.dashboard.getHref(), { replace: true });
        }
      },
      (error: unknown) => {
        console.error('Confirming the order failed', error);
        if (!active) return;
        setPhase('network-error');
        alertMessage(t('confirmation.networkErrorText'));
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [id, attempt, navigate, t, startRequested]);

  return (
    <CustomerPage title={t('confirmation.title')}>
      {/* Said once: this banner (a status, highlighted for a moment), not again as a passing notice. */}
      {held ? <Notice className={arrivedClass} title={t('confirmation.fundsHeld')} /> : null}
      {/* While the server confirms, the confirmation's place is held under the waiting line (unseen, out of
          reach), so the offer below does not move down when it comes. */}
      <div className="bk-confirmation">
        {phase === 'confirming' ? (
          <>
            <div className="bk-waiting">
              <span className="spinner" aria-hidden="true" />
              <output>{t('confirmation.waiting')}</output>
            </div>
            <div className="bk-confirmation__held" aria-hidden="true">
              <Notice title={t('confirmation.confirmed')}>{t('confirmation.redirecting')}</Notice>
            </div>
          </>
        ) : null}
        {phase === 'confirmed' ? (
          <Notice title={t('confirmation.confirmed')}>{t('confirmation.redirecting')}</Notice>
        ) : null}
      </div>
      {/* Paid: the booking's next steps (the provider on the way, the job ended) are worth a push. Above the
          order's summary, which arrives after the confirmation: coming in below, it moves nothing. */}
      <PushOfferCard active={phase !== 'network-error'} audience="customer" />
      {order ? <BookingSummary order={order} /> : null}
      {phase === 'network-error' ? (
        <Notice tone="error" title={t('confirmation.networkErrorTitle')}>
          <p>{t('confirmation.networkErrorText')}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('common:retry')}
          </Button>
        </Notice>
      ) : null}
    </CustomerPage>
  );
}
