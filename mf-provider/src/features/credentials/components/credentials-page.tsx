// /provider/credentials: the provider's credentials with the operator's word on each, what their services
// need and which are not offered now for want of one, and the form to add one (or its renewal). Linked from
// the profile's Manage Profile list and from the bell, push and mail reminders before an expiry.

import { useTranslation } from '@callout/i18n/react';
import { ListState } from '@callout/ui/list-state';
import { ProviderPage } from '../../../components/provider-page';
import { useListLabels } from '../../../hooks/use-list-labels';
import { shownStatus } from '../../../lib/shown-status';
import { useCredentials } from '../api/credentials';
import { CredentialForm } from './credential-form';
import { CredentialList } from './credential-list';
import { CredentialNeeds } from './credential-needs';

export default function CredentialsPage() {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const credentials = useCredentials();
  const data = credentials.data;
  const rows = data?.Credentials ?? [];
  return (
    <ProviderPage title={t('pages.credentials')} lead={t('credentials.lead')}>
      <section className="card pv-credentials" aria-labelledby="pv-credentials-title">
        <h2 id="pv-credentials-title">{t('credentials.yours')}</h2>
        <ListState
          status={shownStatus(credentials)}
          hasItems={rows.length > 0}
          emptyText={t('credentials.empty')}
          emptyClassName="pv-empty"
          onRetry={() => void credentials.refetch()}
          labels={listLabels}
        />
        {rows.length > 0 ? <CredentialList credentials={rows} /> : null}
      </section>
      {data ? <CredentialNeeds data={data} /> : null}
      {data ? <CredentialForm kinds={data.Kinds} requirements={data.Requirements ?? []} /> : null}
    </ProviderPage>
  );
}
