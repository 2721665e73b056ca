// /provider/taxdetails: the provider's details for HMRC (digital platform reporting), whether they are
// missing, given or verified, and the form to give or change them. Linked from the profile and from the
// payout choice; the statements of what was reported are a page of their own.
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { ListState } from '@callout/ui/list-state';
import { Notice } from '@callout/ui/notice';
import { useState } from 'react';
import { ProviderPage } from '../../../components/provider-page';
import { paths } from '../../../config/paths';
import { useListLabels } from '../../../hooks/use-list-labels';
import { formatWhen } from '../../../lib/dates';
import { shownStatus } from '../../../lib/shown-status';
import { useSellerDetails } from '../api/seller-details';
import { TaxDetailsForm } from './tax-details-form';

export default function TaxDetailsPage() {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const query = useSellerDetails();
  const [saved, setSaved] = useState<string | null>(null);
  const data = query.data;
  const details = data?.Details ?? null;
  return (
    <ProviderPage title={t('pages.taxDetails')} lead={t('taxDetails.lead')}>
      <ListState
        status={shownStatus(query)}
        hasItems={data !== undefined}
        emptyText=""
        onRetry={() => void query.refetch()}
        labels={listLabels}
      />
      {data ? (
        <>
          <section className="card" aria-labelledby="pv-tax-status-title">
            <h2 id="pv-tax-status-title">{t('taxDetails.statusTitle')}</h2>
            <p data-testid="tax-status" className="pv-tax-status">
              <strong>{t(`taxDetails.status.${data.Status}`)}</strong>
            </p>
            <p className="pv-meta">
              {details?.Verified
                ? t('taxDetails.verifiedOn', { date: formatWhen(details.Verified) })
                : details
                  ? t('taxDetails.savedOn', { date: formatWhen(details.Saved) })
                  : t('taxDetails.missingWhy')}
            </p>
            {saved ? <Notice>{saved}</Notice> : null}
            <p>
              <Link to={paths.taxStatement.getHref()}>{t('taxDetails.statementLink')}</Link>
            </p>
          </section>
          <TaxDetailsForm
            key={details?.Saved ?? 'none'}
            details={details}
            onSaved={(message) => setSaved(message)}
          />
        </>
      ) : null}
    </ProviderPage>
  );
}
