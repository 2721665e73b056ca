// View Requests: the provider's service requests with the spec's status filter, a search and a way back.
import { noSpecific } from '@callout/contracts/catalog';
import {
  type CertificationFilter,
  certificationFilterSchema,
} from '@callout/contracts/provider-certification';
import { useTranslation } from '@callout/i18n/react';
import { PerkList } from '@callout/module-kit/perk-list';
import { Button } from '@callout/ui/button';
import { ListState } from '@callout/ui/list-state';
import { pictureSize } from '@callout/ui/picture';
import { SearchBox } from '@callout/ui/search-box';
import { useId, useState } from 'react';
import { useListLabels } from '../../../hooks/use-list-labels';
import { formatWhen } from '../../../lib/dates';
import { money } from '../../../lib/money';
import { shownStatus } from '../../../lib/shown-status';
import { useCertificationRequests } from '../api/get-certification-requests';

export function ViewRequests({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const filterId = useId();
  const [filter, setFilter] = useState<CertificationFilter>('ALL');
  const [search, setSearch] = useState('');
  const requests = useCertificationRequests(search, filter);
  const items = requests.data ?? [];
  return (
    <section aria-labelledby="pv-requests-title">
      <h2 id="pv-requests-title">{t('services.viewRequests')}</h2>
      <Button variant="link" onClick={onBack}>
        {t('services.back')}
      </Button>
      <div className="pv-filters">
        <div className="field">
          <label className="field__label" htmlFor={filterId}>
            {t('services.statusFilter')}
          </label>
          <select
            id={filterId}
            className="field__input"
            value={filter}
            onChange={(event) => setFilter(certificationFilterSchema.parse(event.target.value))}
          >
            {certificationFilterSchema.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <SearchBox
          className="pv-search"
          label={t('services.searchRequests')}
          value={search}
          onChange={setSearch}
        />
      </div>
      <ListState
        labels={listLabels}
        emptyClassName="pv-empty"
        status={shownStatus(requests)}
        hasItems={items.length > 0}
        emptyText={t('services.noRequests')}
        onRetry={() => void requests.refetch()}
      />
      <ul className="pv-rows" aria-label={t('services.requestsLabel')}>
        {items.map((request) => (
          <li key={`${request.Product}-${request.Requested}`} className="card pv-product">
            {request.Image ? (
              <img src={request.Image} alt="" {...pictureSize(request.Image, 56)} loading="lazy" />
            ) : null}
            <div className="pv-product__text">
              <h3 className="pv-row__title">{request.Product}</h3>
              <p className="pv-meta">
                {request.Specifics === noSpecific
                  ? request.Category
                  : `${request.Category} · ${request.Specifics}`}
              </p>
              <p>{money(request.Price)}</p>
              <p className="pv-meta">{t('services.requestedOn', { date: formatWhen(request.Requested) })}</p>
              <PerkList perks={request.Perks} namespace="provider" />
            </div>
            <span className={`pv-status pv-status--${request.Status.toLowerCase()}`}>{request.Status}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
