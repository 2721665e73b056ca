// /ops/hmrc: digital platform reporting. The sellers whose details for HMRC are missing or not verified
// (every seller on request), each verified here after a look at what differs from their identity check;
// and the year's report (XML or CSV, a draft, or its correction), which mails each seller their statement.
import { useTranslation } from '@callout/i18n/react';
import { useQuery, useQueryClient } from '@callout/query';
import { ListState, loadStatus } from '@callout/ui/list-state';
import { Notice } from '@callout/ui/notice';
import { useState } from 'react';
import { OpsPage } from '../../../components/ops-page';
import { SelectField } from '../../../components/select-field';
import { sellerFilters, sellersKey, sellersQueryOptions } from '../api/hmrc-api';
import { ReportForm } from './report-form';
import { SellerRow } from './seller-row';

export function HmrcPage() {
  const { t } = useTranslation('ops');
  const client = useQueryClient();
  const [filter, setFilter] = useState('pending');
  const sellers = useQuery(sellersQueryOptions(filter));
  const [done, setDone] = useState<string | null>(null);
  const refresh = (message?: string) => {
    if (message) setDone(message);
    void client.invalidateQueries({ queryKey: sellersKey });
  };
  const labels = {
    loading: t('people.loading'),
    loadFailed: t('people.loadFailed'),
    retry: t('people.retry'),
  };
  return (
    <OpsPage title={t('pages.hmrc')} lead={t('sections.hmrc.summary')}>
      <div aria-live="polite">{done ? <Notice title={done} /> : null}</div>
      <section className="ops-section" aria-labelledby="hmrc-sellers-heading">
        <div className="ops-section__heading">
          <h2 id="hmrc-sellers-heading">{t('hmrc.sellers.title')}</h2>
          <SelectField
            label={t('hmrc.sellers.filter')}
            value={filter}
            options={sellerFilters.map((value) => ({ value, label: t(`hmrc.sellers.filters.${value}`) }))}
            onChange={setFilter}
          />
        </div>
        <ListState
          status={loadStatus(sellers)}
          hasItems={(sellers.data?.length ?? 0) > 0}
          emptyText={t('hmrc.sellers.empty')}
          onRetry={() => void sellers.refetch()}
          labels={labels}
          emptyClassName="ops-empty"
        />
        {sellers.data?.length ? (
          <div className="ops-table-wrap">
            <table className="ops-table">
              <caption className="visually-hidden">{t('hmrc.sellers.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('hmrc.sellers.columns.provider')}</th>
                  <th scope="col">{t('hmrc.sellers.columns.status')}</th>
                  <th scope="col">{t('hmrc.sellers.columns.details')}</th>
                  <th scope="col">{t('hmrc.sellers.columns.differences')}</th>
                  <th scope="col">{t('hmrc.sellers.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {sellers.data.map((seller) => (
                  <SellerRow key={seller.ProviderID} seller={seller} onVerified={refresh} />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      <section className="ops-section" aria-labelledby="hmrc-report-heading">
        <h2 id="hmrc-report-heading">{t('hmrc.report.title')}</h2>
        <ReportForm onProduced={() => refresh()} />
      </section>
    </OpsPage>
  );
}
