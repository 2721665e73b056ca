// /ops/reviews: the KYC submissions and the service requests waiting for an operator (or any status),
// each decided in place; a decision refreshes both lists.
import { useTranslation } from '@callout/i18n/react';
import { useQuery, useQueryClient } from '@callout/query';
import { ListState, loadStatus } from '@callout/ui/list-state';
import { Notice } from '@callout/ui/notice';
import { useState } from 'react';
import { OpsPage } from '../../../components/ops-page';
import { SelectField } from '../../../components/select-field';
import {
  kycFilters,
  kycQueryOptions,
  reviewsKey,
  serviceFilters,
  servicesQueryOptions,
} from '../api/reviews-api';
import { KycCard } from './kyc-card';
import { ServiceCard } from './service-card';

export function ReviewsPage() {
  const { t } = useTranslation('ops');
  const client = useQueryClient();
  const [kycFilter, setKycFilter] = useState('pending');
  const [serviceFilter, setServiceFilter] = useState('pending');
  const kyc = useQuery(kycQueryOptions(kycFilter));
  const services = useQuery(servicesQueryOptions(serviceFilter));
  const [decided, setDecided] = useState<string | null>(null);
  const refresh = (message: string) => {
    setDecided(message);
    void client.invalidateQueries({ queryKey: reviewsKey });
  };
  const labels = {
    loading: t('people.loading'),
    loadFailed: t('people.loadFailed'),
    retry: t('people.retry'),
  };
  const filterLabel = (value: string) =>
    value === 'pending' || value === 'all' ? t(`reviews.filter.${value}`) : value;

  return (
    <OpsPage title={t('pages.reviews')} lead={t('sections.reviews.summary')}>
      <div aria-live="polite">{decided ? <Notice title={decided} /> : null}</div>
      <section className="ops-section" aria-labelledby="kyc-heading">
        <div className="ops-section__heading">
          <h2 id="kyc-heading">{t('reviews.kyc.title')}</h2>
          <SelectField
            label={t('reviews.kyc.filter')}
            value={kycFilter}
            options={kycFilters.map((value) => ({ value, label: filterLabel(value) }))}
            onChange={setKycFilter}
          />
        </div>
        <ListState
          status={loadStatus(kyc)}
          hasItems={(kyc.data?.length ?? 0) > 0}
          emptyText={t('reviews.kyc.empty')}
          onRetry={() => void kyc.refetch()}
          labels={labels}
          emptyClassName="ops-empty"
        />
        {kyc.data?.map((submission) => (
          <KycCard key={submission.ProviderID} kyc={submission} onDecided={refresh} />
        ))}
      </section>
      <section className="ops-section" aria-labelledby="services-heading">
        <div className="ops-section__heading">
          <h2 id="services-heading">{t('reviews.services.title')}</h2>
          <SelectField
            label={t('reviews.services.filter')}
            value={serviceFilter}
            options={serviceFilters.map((value) => ({ value, label: filterLabel(value) }))}
            onChange={setServiceFilter}
          />
        </div>
        <ListState
          status={loadStatus(services)}
          hasItems={(services.data?.length ?? 0) > 0}
          emptyText={t('reviews.services.empty')}
          onRetry={() => void services.refetch()}
          labels={labels}
          emptyClassName="ops-empty"
        />
        {services.data?.map((service) => (
          <ServiceCard key={service.RequestID} service={service} onDecided={refresh} />
        ))}
      </section>
    </OpsPage>
  );
}
