// /provider/requests: a near-empty stub, as the spec shows it; service requests live under Services.
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { ProviderPage } from '../../../components/provider-page';
import { paths } from '../../../config/paths';

export default function RequestsPage() {
  const { t } = useTranslation('provider');
  return (
    <ProviderPage title={t('pages.requests')}>
      <p className="pv-empty">{t('requests.body')}</p>
      <p>
        <Link to={paths.services.getHref()}>{t('requests.servicesLink')}</Link>
      </p>
    </ProviderPage>
  );
}
