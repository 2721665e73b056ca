// The order's money after it was paid: refunds to the customer's card, shown to both sides
// ("Refunded £X.XX on <date>"), and, to the provider alone, their payout for the order as refunds have
// left it. Nothing shows until there is a refund or a payout.
import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import type { AccountType } from '../../../config/paths';
import { formatPrice } from '../../../lib/format';
import type { OrderDetails } from '../../../lib/order';

export function OrderMoney({ accountType, order }: { accountType: AccountType; order: OrderDetails }) {
  const refunds = order.refunds ?? [];
  const payout = accountType === 'provider' ? order.payout : null;
  if (refunds.length === 0 && !payout) return null;
  return (
    <>
      {refunds.length > 0 ? <RefundList order={order} /> : null}
      {payout ? <PayoutFacts order={order} /> : null}
    </>
  );
}

function RefundList({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  return (
    <section className="card or-money" aria-labelledby="or-refunds-title">
      <h2 id="or-refunds-title">{t('money.refundsTitle')}</h2>
      <ul className="or-refunds">
        {(order.refunds ?? []).map((refund) => (
          <li key={`${refund.Refunded}-${refund.Amount}`}>
            <strong>{t('money.refunded', { amount: formatPrice(refund.Amount, refund.Currency) })}</strong>{' '}
            <time dateTime={refund.Refunded}>
              {t('money.refundedOn', { date: formatDateTime(refund.Refunded) })}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PayoutFacts({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const { payout } = order;
  if (!payout) return null;
  const price = (amount: number) => formatPrice(amount, payout.Currency);
  return (
    <section className="card or-money" aria-labelledby="or-payout-title">
      <h2 id="or-payout-title">{t('money.payoutTitle')}</h2>
      <dl className="or-facts">
        <dt>{t('money.gross')}</dt>
        <dd>{price(payout.Gross)}</dd>
        <dt>{t('money.fee')}</dt>
        <dd>{price(payout.Fee)}</dd>
        {payout.Refunded > 0 ? (
          <>
            <dt>{t('money.refundedToCustomer')}</dt>
            <dd>{price(payout.Refunded)}</dd>
            <dt>{t('money.reducedBy')}</dt>
            <dd>−{price(payout.RefundedShare)}</dd>
          </>
        ) : null}
        {payout.Reversed > 0 ? (
          <>
            <dt>{t('money.takenBack')}</dt>
            <dd>{price(payout.Reversed)}</dd>
          </>
        ) : null}
        <dt>{t('money.payoutNow')}</dt>
        <dd>
          <strong>{price(payout.Net)}</strong>
        </dd>
        <dt>{t('money.payoutStatus')}</dt>
        <dd>{payout.Status}</dd>
      </dl>
    </section>
  );
}
