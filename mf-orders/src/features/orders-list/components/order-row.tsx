import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { useId } from 'react';
import { StatusLabel } from '../../../components/status-label';
import { type AccountType, paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format';
import type { OrderListRow } from '../api/get-orders';

export function OrderRow({ accountType, row }: { accountType: AccountType; row: OrderListRow }) {
  const { t } = useTranslation('orders');
  const partyKey = accountType === 'provider' ? 'list.customer' : 'list.provider';
  // Every order has its customer, who may not have given a name; a published job may have no provider yet.
  const noName = t(accountType === 'provider' ? 'list.noCustomerName' : 'list.noName');
  // A customer's past order with a provider can be booked again from the list, as from its page.
  const bookAgain =
    accountType === 'user' &&
    (row.status === 'COMPLETED' || row.status === 'CANCELLED') &&
    row.partyName !== null;
  const titleId = useId();
  return (
    <li className="card or-row">
      <Link id={titleId} className="or-row__link" to={paths[accountType].details.getHref(row.id)}>
        <span className="or-row__title">{row.product}</span>
        <span className="or-row__id">{t('list.orderNumber', { id: row.id })}</span>
      </Link>
      <p className="or-row__meta">
        {row.category} · {formatPrice(row.price, row.currency)} {row.rate}
      </p>
      <p className="or-row__meta">
        {t(partyKey, { name: row.partyName ?? noName })} ·{' '}
        {t('list.placed', { date: formatDateTime(row.placedAt) })}
      </p>
      <p className="or-row__meta">
        <StatusLabel status={row.status} />{' '}
        {row.paymentHeld ? t('list.paymentHeld') : t('list.payment', { status: row.paymentStatus })}
      </p>
      {bookAgain ? (
        <Link
          className="btn btn--secondary or-row__again"
          to={paths.bookAgain.getHref(row.id)}
          // Each row's "Book again" is told apart by the order it is in, read as its description.
          aria-describedby={titleId}
        >
          {t('actions.bookAgain')}
        </Link>
      ) : null}
    </li>
  );
}
