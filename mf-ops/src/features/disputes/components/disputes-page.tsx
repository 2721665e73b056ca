// /ops/disputes: the problems customers reported on finished orders, open ones first, each opened in place
// beside its photos and chat and decided there; a decision refreshes the list.
import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { useQuery, useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { ListState, loadStatus } from '@callout/ui/list-state';
import { Notice } from '@callout/ui/notice';
import { useState } from 'react';
import { OpsPage } from '../../../components/ops-page';
import { SelectField } from '../../../components/select-field';
import { disputeFilters, disputesKey, disputesQueryOptions } from '../api/disputes-api';
import { DisputeDetail } from './dispute-detail';

export function DisputesPage() {
  const { t } = useTranslation('ops');
  const client = useQueryClient();
  const [filter, setFilter] = useState<string>('OPEN');
  const [opened, setOpened] = useState<string | null>(null);
  const [decided, setDecided] = useState<string | null>(null);
  const list = useQuery(disputesQueryOptions(filter));
  const refresh = (message: string) => {
    setDecided(message);
    void client.invalidateQueries({ queryKey: disputesKey });
  };

  return (
    <OpsPage title={t('pages.disputes')} lead={t('sections.disputes.summary')}>
      <div aria-live="polite">{decided ? <Notice title={decided} /> : null}</div>
      <section className="ops-section" aria-labelledby="disputes-heading">
        <div className="ops-section__heading">
          <h2 id="disputes-heading">{t('disputes.title')}</h2>
          <SelectField
            label={t('disputes.filter')}
            value={filter}
            options={disputeFilters.map((value) => ({ value, label: t(`disputes.filters.${value}`) }))}
            onChange={setFilter}
          />
        </div>
        <ListState
          status={loadStatus(list)}
          hasItems={(list.data?.length ?? 0) > 0}
          emptyText={t('disputes.empty')}
          onRetry={() => void list.refetch()}
          labels={{
            loading: t('people.loading'),
            loadFailed: t('people.loadFailed'),
            retry: t('people.retry'),
          }}
          emptyClassName="ops-empty"
        />
        {list.data?.map((dispute) => {
          const open = opened === dispute.DisputeID;
          const headingId = `dispute-${dispute.DisputeID}`;
          return (
            <article key={dispute.DisputeID} className="card ops-review" aria-labelledby={headingId}>
              <h3 id={headingId}>
                {dispute.Service} <span className="ops-muted">({dispute.OrderID})</span>{' '}
                <span className="ops-badge">{t(`disputes.status.${dispute.Status}`)}</span>
              </h3>
              <p>
                {t(`disputes.reasons.${dispute.Reason}`)} ·{' '}
                {t('disputes.openedAt', { when: formatDateTime(dispute.OpenedAt) })} ·{' '}
                {t('disputes.photoCount', { count: dispute.Photos })}
              </p>
              <Button
                variant="secondary"
                aria-expanded={open}
                onClick={() => setOpened(open ? null : dispute.DisputeID)}
              >
                {open ? t('disputes.close') : t('disputes.open')}
              </Button>
              {open ? <DisputeDetail disputeId={dispute.DisputeID} onDecided={refresh} /> : null}
            </article>
          );
        })}
      </section>
    </OpsPage>
  );
}
