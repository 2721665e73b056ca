// /provider/earnings: this month's and last month's totals (the server's, over every payout), then the
// payouts, newest first, a page at a time: the next loads as the end of the table scrolls into view, or with
// "Load more payouts". Kept on the device, so it opens offline on the pages loaded last (the shell's notice
// says how old).

import { useTranslation } from '@callout/i18n/react';
import { ListState } from '@callout/ui/list-state';
import { LoadMore } from '@callout/ui/load-more';
import { ProviderPage } from '../../../components/provider-page';
import { useListLabels } from '../../../hooks/use-list-labels';
import { shownStatus } from '../../../lib/shown-status';
import { usePayouts } from '../api/get-payouts';
import { shownTotals } from '../month-totals';
import { EarningsTotals } from './earnings-totals';
import { PayoutTable } from './payout-table';

export default function EarningsPage() {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const payouts = usePayouts();
  const { rows } = payouts;
  const totals = shownTotals(payouts.data?.pages ?? []);
  return (
    <ProviderPage title={t('pages.earnings')} lead={t('earnings.lead')}>
      <ListState
        status={shownStatus(payouts)}
        hasItems={rows.length > 0}
        emptyText={t('earnings.empty')}
        emptyClassName="pv-empty"
        onRetry={() => void payouts.refetch()}
        labels={listLabels}
      />
      {payouts.data && rows.length === 0 && !payouts.isFetching ? (
        <p className="pv-meta">{t('earnings.emptyHint')}</p>
      ) : null}
      {rows.length > 0 ? (
        <>
          {totals ? <EarningsTotals totals={totals} /> : null}
          <PayoutTable payouts={rows} />
        </>
      ) : null}
      {rows.length > 0 && payouts.hasNextPage ? (
        <LoadMore
          label={t('earnings.loadMore')}
          loading={payouts.isFetchingNextPage}
          loadedKey={rows.length}
          onLoad={() => void payouts.fetchNextPage()}
        />
      ) : null}
    </ProviderPage>
  );
}
