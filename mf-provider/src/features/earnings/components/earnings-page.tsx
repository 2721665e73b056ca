// /provider/earnings: this month's and last month's totals, then every payout, newest
// first. Kept on the device, so it opens offline on the last copy (the shell's notice says how old).

import { useTranslation } from '@callout/i18n/react';
import { ListState } from '@callout/ui/list-state';
import { ProviderPage } from '../../../components/provider-page';
import { useListLabels } from '../../../hooks/use-list-labels';
import { shownStatus } from '../../../lib/shown-status';
import { usePayouts } from '../api/get-payouts';
import { EarningsTotals } from './earnings-totals';
import { PayoutTable } from './payout-table';

export default function EarningsPage() {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const payouts = usePayouts();
  const rows = payouts.data ?? [];
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
          <EarningsTotals payouts={rows} />
          <PayoutTable payouts={rows} />
        </>
      ) : null}
    </ProviderPage>
  );
}
