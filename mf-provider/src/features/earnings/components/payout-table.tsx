// Every payout as a table row: order (a link to it), gross, fee, net, status (and why it waits, if it does),
// schedule and the day it was sent, in London. On narrow screens the stylesheet lays each row out as a card, each value with its label.
import type { ProviderPayout } from '@callout/contracts/provider-earnings';
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { paths } from '../../../config/paths';
import { formatShortDay } from '../../../lib/dates';
import { money } from '../../../lib/money';

/** The reason the server gives a payout that waits for the provider's details for HMRC. */
const sellerDetailsHold = 'seller-details';

export function PayoutTable({ payouts }: { payouts: readonly ProviderPayout[] }) {
  const { t } = useTranslation('provider');
  const columns = {
    order: t('earnings.order'),
    gross: t('earnings.gross'),
    fee: t('earnings.fee'),
    net: t('earnings.net'),
    status: t('earnings.status'),
    schedule: t('earnings.schedule'),
    paidOn: t('earnings.paidOn'),
  };
  return (
    <table className="pv-earnings">
      <caption className="visually-hidden">{t('earnings.tableLabel')}</caption>
      <thead>
        <tr>
          {Object.values(columns).map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => (
          <tr key={payout.OrderID}>
            <th scope="row" data-label={columns.order}>
              {/* One box per cell, so a narrow screen's card lays out label and value side by side. */}
              <span>
                <Link to={paths.orderDetails.getHref(payout.OrderID)}>{payout.OrderID}</Link>
                <span className="pv-meta pv-block">{payout.Name}</span>
              </span>
            </th>
            <td data-label={columns.gross}>{money(payout.Gross, payout.Currency)}</td>
            <td data-label={columns.fee}>{money(payout.Fee, payout.Currency)}</td>
            <td data-label={columns.net}>
              <span>
                <strong>{money(payout.Net, payout.Currency)}</strong>
                {payout.Refunded > 0 ? (
                  <span className="pv-meta pv-block">
                    {t('earnings.refunded', { amount: money(payout.Refunded, payout.Currency) })}
                  </span>
                ) : null}
              </span>
            </td>
            <td data-label={columns.status}>
              <span>
                <span className={`pv-status pv-status--${payout.Status.toLowerCase()}`}>{payout.Status}</span>
                {payout.HeldReason === sellerDetailsHold ? (
                  <span className="pv-meta pv-block">
                    {t('earnings.heldForTaxDetails')}{' '}
                    <Link to={paths.taxDetails.getHref()}>{t('earnings.giveTaxDetails')}</Link>
                  </span>
                ) : null}
              </span>
            </td>
            <td data-label={columns.schedule}>{t(`earnings.schedules.${payout.Schedule}`)}</td>
            <td data-label={columns.paidOn}>
              {payout.PaidAt ? formatShortDay(payout.PaidAt) : t('earnings.notPaid')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
