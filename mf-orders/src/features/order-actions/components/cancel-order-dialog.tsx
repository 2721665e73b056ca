// The customer's cancel confirmation ('Cancel order?'), with what cancelling costs now.
// The browser's confirm() cannot wait for a figure, so this is a modal <dialog>: the browser
// keeps focus inside it and Escape closes it; focus starts on "Keep order", the choice that changes
// nothing, and goes back to the Cancel Order button when it closes.
import { useTranslation } from '@callout/i18n/react';
import { useQuery } from '@callout/query';
import { Button } from '@callout/ui/button';
import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { formatPrice } from '../../../lib/format';
import { cancelCostQueryOptions } from '../api/get-cancel-cost';

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
  } else if (cost.data.Cost > 0) {
    figure = (
      <>
        <strong>{t('cancelCost.costs', { amount: formatPrice(cost.data.Cost, cost.data.Currency) })}</strong>
        <span className="or-dialog__reason">{cost.data.Reason}</span>
      </>
    );
  } else {
    figure = <strong>{t('cancelCost.free')}</strong>;
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
