// The customer's cancel confirmation ('Cancel order?'), with what cancelling costs now.
// The browser's confirm() cannot wait for a figure, so this is a modal <dialog>: the browser
// keeps focus inside it and Escape closes it; focus starts on "Keep order", the choice that changes
// nothing, and goes back to the Cancel Order button when it closes.
import type { CancelCost } from '@callout/contracts/cancel-cost';
import { useTranslation } from '@callout/i18n/react';
import { useQuery } from '@callout/query';
import { Button } from '@callout/ui/button';
import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { formatPrice } from '../../../lib/format';
import { cancelCostQueryOptions } from '../api/get-cancel-cost';

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * Why cancelling costs what it costs, in the customer's language: inside the 14-day right to cancel, the
 * work begun without their express request costs nothing, and with it they pay for the part done. An
 * older server sends no `Basis`: its own words are shown when there is a charge.
 */
export function whyItCosts(t: Translate, quote: CancelCost): string | null {
  const right = quote.WithinRight === true;
  switch (quote.Basis) {
    case 'no-express-request':
      return t('cancelCost.why.noExpressRequest');
    case 'time-worked': {
      const minutes = (quote.Quarters ?? 0) * 15;
      return right
        ? t('cancelCost.why.timeWorkedRequested', { minutes })
        : t('cancelCost.why.timeWorked', { minutes });
    }
    case 'late-fee':
      return right ? t('cancelCost.why.lateFeeRequested') : t('cancelCost.why.lateFee');
    case 'not-started':
      return right ? t('cancelCost.why.notStartedRight') : null;
    case undefined:
      return quote.Cost > 0 ? quote.Reason : null;
    default:
      return null;
  }
}

/** What comes back to the card, or what is still to pay when nothing was taken (a job priced per hour). */
export function moneyBack(t: Translate, quote: CancelCost): string | null {
  if (quote.Refund !== undefined && quote.Refund > 0) {
    return t('cancelCost.refund', { amount: formatPrice(quote.Refund, quote.Currency) });
  }
  if (quote.Paid === 0 && quote.Cost > 0) {
    return t('cancelCost.payAfter', { amount: formatPrice(quote.Cost, quote.Currency) });
  }
  return null;
}

interface CancelOrderDialogProps {
  orderId: string;
  onConfirm: () => void;
  onKeep: () => void;
}

export function CancelOrderDialog({ orderId, onConfirm, onKeep }: CancelOrderDialogProps) {
  const { t } = useTranslation('orders');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const costId = useId();
  const cost = useQuery(cancelCostQueryOptions(orderId));

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // showModal makes the rest of the page inert; a browser without it still gets an open dialog.
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      element.querySelector<HTMLElement>('[data-safe-choice]')?.focus();
    }
    return () => {
      if (element?.open && typeof element.close === 'function') element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Escape: the browser's cancel event (modal) or the key itself (fallback); either keeps the order.
  const keep = (event: SyntheticEvent) => {
    event.preventDefault();
    onKeep();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') keep(event);
  };

  let figure: ReactNode;
  if (cost.isPending) {
    figure = (
      <>
        <span className="spinner spinner--small" aria-hidden="true" /> {t('cancelCost.loading')}
      </>
    );
  } else if (cost.isError) {
    figure = <span className="or-dialog__error">{t('cancelCost.failed')}</span>;
  } else {
    const quote = cost.data;
    const why = whyItCosts(t, quote);
    const back = moneyBack(t, quote);
    figure = (
      <>
        <strong>
          {quote.Cost > 0
            ? t('cancelCost.costs', { amount: formatPrice(quote.Cost, quote.Currency) })
            : t('cancelCost.free')}
        </strong>
        {why ? <span className="or-dialog__reason">{why}</span> : null}
        {back ? <span className="or-dialog__reason">{back}</span> : null}
      </>
    );
  }

  return (
    <dialog
      ref={dialog}
      className="card or-dialog"
      aria-labelledby={titleId}
      aria-describedby={costId}
      onCancel={keep}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId}>{t('confirm.cancel')}</h2>
      <p id={costId} className="or-dialog__figure" aria-live="polite" aria-busy={cost.isPending || undefined}>
        {figure}
      </p>
      <div className="or-dialog__buttons">
        {/* While the figure loads, confirming waits for it; once it failed, the customer may still decide. */}
        <Button loading={cost.isPending} onClick={onConfirm}>
          {t('cancelCost.confirm')}
        </Button>
        <Button variant="secondary" data-safe-choice onClick={onKeep}>
          {t('cancelCost.keep')}
        </Button>
      </div>
    </dialog>
  );
}
