// The reviewers' notes on earlier submissions (Note, Reviewer, Reviewed).
import type { KycReview } from '@callout/contracts/provider-kyc';
import { useTranslation } from '@callout/i18n/react';
import type { UseQueryResult } from '@callout/query';
import { ListState } from '@callout/ui/list-state';
import { useListLabels } from '../../../hooks/use-list-labels';
import { formatWhen } from '../../../lib/dates';
import { shownStatus } from '../../../lib/shown-status';

export function KycReviews({ reviews }: { reviews: UseQueryResult<KycReview[]> }) {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const items = reviews.data ?? [];
  return (
    <section className="card pv-reviews" aria-labelledby="pv-reviews-title">
      <h2 id="pv-reviews-title">{t('kyc.reviewsTitle')}</h2>
      <ListState
        labels={listLabels}
        emptyClassName="pv-empty"
        status={shownStatus(reviews)}
        hasItems={items.length > 0}
        emptyText={t('empty.noRecords')}
        onRetry={() => void reviews.refetch()}
      />
      <ul className="pv-rows">
        {items.map((review) => (
          <li key={`${review.Reviewed}-${review.Reviewer}`} className="pv-review">
            <dl className="pv-summary-list">
              <div>
                <dt>{t('kyc.note')}</dt>
                <dd>{review.Note}</dd>
              </div>
              <div>
                <dt>{t('kyc.reviewer')}</dt>
                <dd>{review.Reviewer}</dd>
              </div>
              <div>
                <dt>{t('kyc.reviewed')}</dt>
                <dd>{formatWhen(review.Reviewed)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
