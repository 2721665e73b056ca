// This month's and last month's net earnings, naming the (London) months they are for.
import { useTranslation } from '@callout/i18n/react';
import { formatLongMonth } from '../../../lib/dates';
import { money } from '../../../lib/money';
import type { MonthTotal, RecentTotals } from '../month-totals';

const shownTotal = ({ byCurrency }: MonthTotal): string =>
  byCurrency.length === 0
    ? money(0, 'GBP')
    : byCurrency.map(({ currency, netMinor }) => money(netMinor / 100, currency)).join(' + ');

export function EarningsTotals({ totals: { thisMonth, lastMonth } }: { totals: RecentTotals }) {
  const { t } = useTranslation('provider');
  return (
    <section className="card pv-earnings-totals" aria-labelledby="pv-earnings-totals-title">
      <h2 id="pv-earnings-totals-title">{t('earnings.totalsTitle')}</h2>
      <dl className="pv-counters">
        <div className="pv-counter">
          <dt>{t('earnings.thisMonth', { month: formatLongMonth(thisMonth.month) })}</dt>
          <dd>{shownTotal(thisMonth)}</dd>
        </div>
        <div className="pv-counter">
          <dt>{t('earnings.lastMonth', { month: formatLongMonth(lastMonth.month) })}</dt>
          <dd>{shownTotal(lastMonth)}</dd>
        </div>
      </dl>
      <p className="pv-meta">{t('earnings.totalsNote')}</p>
    </section>
  );
}
