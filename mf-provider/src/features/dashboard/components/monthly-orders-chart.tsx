// 'Monthly Orders': one bar per month, drawn with CSS (no chart library), at most 170 px tall.
// Desktop only: the stylesheet hides it on small screens. The numbers stay readable as text.
import { monthlyChartHeightCapPx } from '@callout/contracts/constants';
import type { MonthlyOrdersRow } from '@callout/contracts/provider-jobs';
import { useTranslation } from '@callout/i18n/react';
import type { UseQueryResult } from '@callout/query';
import { LoadError } from '@callout/ui/list-state';
import { chartMaxMonths } from '../../../config/constants';
import { useListLabels } from '../../../hooks/use-list-labels';
import { formatMonth } from '../../../lib/dates';
import { shownStatus } from '../../../lib/shown-status';

export function MonthlyOrdersChart({ chart }: { chart: UseQueryResult<MonthlyOrdersRow[]> }) {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const rows = (chart.data ?? []).slice(-chartMaxMonths);
  const status = shownStatus(chart);
  const highest = Math.max(1, ...rows.map((row) => row.OrderCount));
  return (
    <section className="card pv-chart" aria-labelledby="pv-chart-title">
      <h2 id="pv-chart-title">{t('chart.title')}</h2>
      {status === 'error' ? <LoadError labels={listLabels} onRetry={() => void chart.refetch()} /> : null}
      {status === 'ready' && rows.length === 0 ? <p className="pv-empty">{t('chart.empty')}</p> : null}
      <ol className="pv-chart__bars" style={{ height: monthlyChartHeightCapPx }}>
        {rows.map((row) => (
          <li key={row.Month} className="pv-chart__bar">
            <span className="pv-chart__value">{row.OrderCount}</span>
            <span className="pv-chart__track" aria-hidden="true">
              <span
                className="pv-chart__fill"
                data-testid="chart-bar"
                style={{ height: `${(row.OrderCount / highest) * 100}%` }}
              />
            </span>
            <span className="pv-chart__month">{formatMonth(row.Month)}</span>
            <span className="visually-hidden">{t('chart.orders', { count: row.OrderCount })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
