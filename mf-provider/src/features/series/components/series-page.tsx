// /provider/series, 'Repeat bookings': every series the provider has with a customer, newest first, each
// with its status and next visit, and the provider's pause, resume and end (POST /provider/seriesstatus).
// A new series is accepted or declined from the orders list, where it arrives.
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { ListState } from '@callout/ui/list-state';
import { ProviderPage } from '../../../components/provider-page';
import { useListLabels } from '../../../hooks/use-list-labels';
import { shownStatus } from '../../../lib/shown-status';
import { useProviderSeries } from '../api/get-provider-series';
import { SeriesCard } from './series-card';

export default function SeriesPage() {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const series = useProviderSeries();
  const rows = series.data?.pages.flatMap((page) => page.series) ?? [];
  return (
    <ProviderPage title={t('pages.series')} lead={t('series.lead')}>
      <ListState
        status={shownStatus(series)}
        hasItems={rows.length > 0}
        emptyText={t('series.empty')}
        emptyClassName="pv-empty"
        onRetry={() => void series.refetch()}
        labels={listLabels}
      />
      {rows.length > 0 ? (
        <ul className="pv-rows pv-series-list" aria-label={t('pages.series')}>
          {rows.map((one) => (
            <SeriesCard key={one.ID} series={one} />
          ))}
        </ul>
      ) : null}
      {series.hasNextPage ? (
        <Button
          variant="secondary"
          loading={series.isFetchingNextPage}
          onClick={() => void series.fetchNextPage()}
        >
          {t('series.more')}
        </Button>
      ) : null}
    </ProviderPage>
  );
}
