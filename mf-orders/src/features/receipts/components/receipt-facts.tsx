// What a receipt says, as the mailed one does: the order, the payment, the card and the company's details.
import { windowLabel } from '@callout/contracts/arrival-windows';
import { cardDescription, type Receipt } from '@callout/contracts/receipts';
import type { BookedTime } from '@callout/contracts/reschedule';
import { formatDateTime, formatJobDay } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { formatPrice } from '../../../lib/format';

const when = (time: BookedTime) =>
  formatJobDay(time.Date, time.Start && time.End ? windowLabel({ Start: time.Start, End: time.End }) : null);

type Translate = ReturnType<typeof useTranslation>['t'];

/** Why a cancelled order was charged what it was: inside the 14-day right, with or without the request. */
function cancellationText(t: Translate, receipt: Receipt): string | null {
  const cancellation = receipt.Cancellation;
  if (!cancellation) return null;
  const amount = formatPrice(cancellation.Charge, receipt.Currency);
  if (cancellation.Basis === 'no-express-request') return t('receipt.cancelledFree');
  if (cancellation.Charge <= 0) return null;
  return cancellation.WithinRight
    ? t('receipt.cancelledCharged', { amount })
    : t('receipt.cancelledPolicy', { amount });
}

export function ReceiptFacts({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('orders');
  const card = cardDescription(receipt.CardBrand, receipt.CardLast4);
  const cancelled = cancellationText(t, receipt);
  return (
    <section className="card or-receipt" aria-labelledby="or-receipt-company">
      <h2 id="or-receipt-company">{receipt.CompanyName}</h2>
      <dl className="or-facts">
        <dt>{t('details.orderNumber')}</dt>
        <dd>{receipt.OrderID}</dd>
        <dt>{t('receipt.service')}</dt>
        <dd>{receipt.Service}</dd>
        <dt>{t('details.provider')}</dt>
        <dd>{receipt.Provider ?? t('list.noName')}</dd>
        <dt>{t('receipt.date')}</dt>
        <dd>{formatDateTime(receipt.PaidAt)}</dd>
        <dt>{t('receipt.amount')}</dt>
        <dd>{formatPrice(receipt.Amount, receipt.Currency)}</dd>
        {card ? (
          <>
            <dt>{t('receipt.card')}</dt>
            <dd>{card}</dd>
          </>
        ) : null}
        {receipt.CancelRight ? (
          <>
            <dt>{t('receipt.cancelRight')}</dt>
            <dd>
              {receipt.CancelRight.Exempt ? (
                t('receipt.cancelRightExempt')
              ) : (
                <>
                  {t('receipt.cancelRightPeriod', { until: formatDateTime(receipt.CancelRight.CancelUntil) })}
                  {receipt.CancelRight.StartRequestedAt ? (
                    <>
                      <br />
                      {t('receipt.cancelRightRequested', {
                        when: formatDateTime(receipt.CancelRight.StartRequestedAt),
                      })}
                    </>
                  ) : null}
                </>
              )}
            </dd>
          </>
        ) : null}
        {cancelled ? (
          <>
            <dt>{t('receipt.cancellation')}</dt>
            <dd>{cancelled}</dd>
          </>
        ) : null}
        {receipt.Moves?.length ? (
          <>
            <dt>{t('reschedule.history')}</dt>
            <dd>
              {receipt.Moves.map((move) => (
                <span key={move.ID} className="or-receipt__move">
                  {t('reschedule.moved', { from: when(move.From), to: when(move.To) })}
                </span>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="or-receipt__company">
        {t('receipt.registration', { name: receipt.CompanyName, number: receipt.CompanyNumber })}
        <br />
        {t('receipt.office', { address: receipt.CompanyAddress })}
        {receipt.CompanyVatNumber ? (
          <>
            <br />
            {t('receipt.vat', { number: receipt.CompanyVatNumber })}
          </>
        ) : null}
      </p>
    </section>
  );
}
