// The account's repeat bookings above the order history: each series with its next visit, and the visits
// that wait for the customer's choice. Nothing is shown while they load, when there are none, or when they
// could not be read (the orders below are the page's subject).
import type { OrderSeries } from '@callout/contracts/order-series';
import { formatJobDay } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { type AccountType, paths } from '../../../config/paths';
import { useSeries } from '../api/get-series';
import { SeriesActions } from './series-actions';

function SeriesRow({ accountType, series }: { accountType: AccountType; series: OrderSeries }) {
  const { t } = useTranslation('orders');
  const next = series.Next;
  const partyKey = accountType === 'provider' ? 'list.customer' : 'list.provider';
  return (
    <li className="card or-row">
      <span className="or-row__title">{series.Product}</span>
      <p className="or-row__meta">
        {t(`series.cadence.${series.Cadence}`)} · {t(partyKey, { name: series.With || t('list.noName') })}
      </p>
      <p className="or-row__meta">{t(`series.status.${series.Status}`)}</p>
      <p className="or-row__meta">
        {next === null ? (
          t('series.noneLeft')
        ) : next.OrderID ? (
          <Link to={paths[accountType].details.getHref(next.OrderID)}>
            {t('series.next', { when: formatJobDay(next.Date, `${next.Start}–${next.End}`) })}
          </Link>
        ) : (
          t('series.next', { when: formatJobDay(next.Date, `${next.Start}–${next.End}`) })
        )}
      </p>
      {series.NeedsChoice.length > 0 ? (
        <p className="or-row__meta">{t('series.needsChoice', { count: series.NeedsChoice.length })}</p>
      ) : null}
      <SeriesActions accountType={accountType} series={series} />
    </li>
  );
}

export function SeriesList({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation('orders');
  const series = useSeries(accountType).data ?? [];
  if (!series.length) return null;
  return (
    <section aria-labelledby="or-series-title">
      <h2 id="or-series-title">{t('series.title')}</h2>
      <ul className="or-list" aria-label={t('series.title')}>
        {series.map((one) => (
          <SeriesRow key={one.ID} accountType={accountType} series={one} />
        ))}
      </ul>
    </section>
  );
}
