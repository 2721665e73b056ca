// /provider/verification: the KYC status rules over the form, and the reviews panel.

import { useTranslation } from '@callout/i18n/react';
import { useQueryClient } from '@callout/query';
import { LoadError } from '@callout/ui/list-state';
import { Spinner } from '@callout/ui/spinner';
import { refreshProviderProfile } from '../../../api/get-provider-profile';
import { ProviderPage } from '../../../components/provider-page';
import { useListLabels } from '../../../hooks/use-list-labels';
import { shownStatus } from '../../../lib/shown-status';
import { useKycData } from '../api/get-kyc-data';
import { useKycReviews } from '../api/get-kyc-reviews';
import { kycViewFor } from '../kyc-status';
import { KycForm } from './kyc-form';
import { KycReviews } from './kyc-reviews';

export default function VerificationPage() {
  const { t } = useTranslation(['provider', 'common']);
  const listLabels = useListLabels();
  const kyc = useKycData();
  const reviews = useKycReviews();
  const queryClient = useQueryClient();
  // "No record" is an answer too (null); once one arrived, a reload keeps the view.
  const loaded = kyc.data !== undefined;
  const status = shownStatus(kyc);
  const view = kycViewFor(kyc.data ?? undefined);

  const reload = () => {
    void kyc.refetch();
    void reviews.refetch();
    void refreshProviderProfile(queryClient);
  };

  return (
    <ProviderPage title={t('pages.verification')}>
      {status === 'error' ? <LoadError labels={listLabels} onRetry={() => void kyc.refetch()} /> : null}
      {status === 'loading' && !loaded ? <Spinner label={t('common:loading')} /> : null}
      {loaded ? (
        <section aria-labelledby="pv-kyc-status">
          <h2 id="pv-kyc-status">{t('kyc.statusTitle')}</h2>
          {view.kind === 'verified' ? <p className="pv-kyc-done">{t('kyc.completed')}</p> : null}
          {view.kind === 'status' ? <p className="pv-status">{view.status}</p> : null}
          {view.kind === 'form' ? (
            <>
              <p>{view.queried ? t('kyc.queried') : t('kyc.intro')}</p>
              <KycForm record={kyc.data ?? undefined} onSubmitted={reload} />
            </>
          ) : null}
        </section>
      ) : null}
      <KycReviews reviews={reviews} />
    </ProviderPage>
  );
}
