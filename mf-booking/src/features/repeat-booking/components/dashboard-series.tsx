// The dashboard's repeat bookings: each series still going (waiting for the provider, active or paused)
// with its next visit, and a word when a visit waits for the customer's choice. Each links to its own page
// (series-page.tsx), where the customer chooses for such a visit, skips, pauses, resumes or ends it; the
// section also links to the orders page. Nothing shows while they load, when there are none, or
// when they could not be read (the dashboard's other cards are its subject). Loaded after the dashboard's
// first paint, with the texts of the other screens, so the first route carries neither.
import type { OrderSeries } from '@callout/contracts/order-series';
import { formatJobDay } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { paths } from '../../../config/paths';
import { useSeries } from '../api/get-series';

const going = (series: OrderSeries) => series.Status !== 'ENDED' && series.Status !== 'DECLINED';

function SeriesCard({ series }: { series: OrderSeries }) {
  const { t } = useTranslation('booking');
  const next = series.Next;
  const when = next ? formatJobDay(next.Date, `${next.Start}–${next.End}`) : null;
  return (
    <li className="card bk-row">
      <span className="bk-row__title">{series.Product}</span>
      <span>
        {t(`repeat.cadences.${series.Cadence}`)}
        {series.With ? ` · ${series.With}` : null}
      </span>
      <span className="bk-status">{t(`repeat.dashboard.status.${series.Status}`)}</span>
      <span className="bk-row__date">
        {when === null ? (
          t('repeat.dashboard.noneLeft')
        ) : next?.OrderID ? (
          <Link to={paths.orderDetails.getHref(next.OrderID)}>{t('repeat.dashboard.next', { when })}</Link>
        ) : (
          t('repeat.dashboard.next', { when })
        )}
      </span>
      {series.NeedsChoice.length > 0 ? (
        <span className="bk-row__meta">{t('repeat.dashboard.needsChoice')}</span>
      ) : null}
      <Link to={paths.series.getHref(series.ID)}>
        {series.NeedsChoice.length > 0
          ? t('repeat.dashboard.choose', { product: series.Product })
          : t('repeat.dashboard.open', {
              product: series.Product,
              cadence: t(`repeat.cadences.${series.Cadence}`),
            })}
      </Link>
    </li>
  );
}

export default function DashboardSeries() {
  const { t } = useTranslation('booking');
  const series = (useSeries().data ?? []).filter(going);
  if (!series.length) return null;
  return (
    <section aria-labelledby="bk-series-title">
      <h2 id="bk-series-title">{t('repeat.dashboard.title')}</h2>
      <ul className="bk-rows" aria-label={t('repeat.dashboard.title')}>
        {series.map((one) => (
          <SeriesCard key={one.ID} series={one} />
        ))}
      </ul>
      <Link to={paths.orders.getHref()}>{t('repeat.dashboard.manage')}</Link>
    </section>
  );
}
