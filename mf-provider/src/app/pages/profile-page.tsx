// /provider/profile: who the provider is, the editable bio, the payout choice and the Manage Profile links,
// and the device's storage.

import { useTranslation } from '@callout/i18n/react';
import { LanguagePanel } from '@callout/module-kit/language-switch';
import { StoragePanel } from '@callout/module-kit/storage-panel';
import { ThemePanel } from '@callout/module-kit/theme-panel';
import { Link } from '@callout/router';
import { LoadError } from '@callout/ui/list-state';
import { Spinner } from '@callout/ui/spinner';
import { useProviderProfile } from '../../api/get-provider-profile';
import { ProviderPage } from '../../components/provider-page';
import { paths } from '../../config/paths';
import { PayoutChoice } from '../../features/payouts/components/payout-choice';
import { BioEditor } from '../../features/profile/components/bio-editor';
import { useListLabels } from '../../hooks/use-list-labels';
import { shownStatus } from '../../lib/shown-status';

export default function ProfilePage() {
  const { t } = useTranslation(['provider', 'common']);
  const listLabels = useListLabels();
  const profile = useProviderProfile();
  const data = profile.data;
  const status = shownStatus(profile);
  const reload = () => void profile.refetch();
  const user = data?.UserData[0];

  return (
    <ProviderPage title={t('pages.profile')}>
      {status === 'error' ? <LoadError labels={listLabels} onRetry={reload} /> : null}
      {!data && status === 'loading' ? <Spinner label={t('common:loading')} /> : null}
      {data && user ? (
        <>
          <section className="card pv-profile" aria-label={t('profile.details')}>
            {user.Img ? (
              <img className="pv-avatar" src={user.Img} alt={t('dashboard.photo')} width={96} height={96} />
            ) : null}
            <dl className="pv-summary-list">
              <div>
                <dt>{t('profile.personnelId')}</dt>
                <dd>{user.PersonnelID}</dd>
              </div>
              <div>
                <dt>{t('profile.name')}</dt>
                <dd>{[user.FirstName, user.LastName].filter(Boolean).join(' ') || '—'}</dd>
              </div>
              <div>
                <dt>{t('profile.phone')}</dt>
                <dd>{user.Phone || t('profile.noPhone')}</dd>
              </div>
              <div>
                <dt>{t('profile.email')}</dt>
                <dd>{user.Email}</dd>
              </div>
            </dl>
            <BioEditor bio={user.BioInfo ?? ''} onSaved={reload} />
          </section>
          <PayoutChoice />
          <nav className="card pv-manage" aria-labelledby="pv-manage-title">
            <h2 id="pv-manage-title">{t('profile.manage')}</h2>
            <ul>
              <li>
                <Link to={paths.schedules.getHref()}>{t('profile.schedules')}</Link>
              </li>
              <li>
                <Link to={paths.verification.getHref()}>{t('profile.verification')}</Link>
              </li>
              <li>
                <Link to={paths.credentials.getHref()}>{t('profile.credentials')}</Link>
              </li>
              <li>
                <Link to={paths.taxDetails.getHref()}>{t('profile.taxDetails')}</Link>
              </li>
              <li>
                <Link to={paths.earnings.getHref()}>{t('profile.earnings')}</Link>
              </li>
              <li>
                <Link to={paths.settings.getHref()}>{t('profile.settings')}</Link>
              </li>
              {data.isStripeConfigured && data.StripeLink ? (
                <li>
                  {/* The payment provider's own pages: a full navigation away from the app. */}
                  <a href={data.StripeLink} rel="noopener">
                    {t('profile.payments')}
                  </a>
                </li>
              ) : null}
              <li>
                <Link to={paths.support.getHref()}>{t('profile.support')}</Link>
              </li>
              <li>
                <Link to={paths.exit.getHref()}>{t('profile.deleteAccount')}</Link>
              </li>
            </ul>
          </nav>
          {/* Providers have no Settings screen: the device's storage and theme are managed here, beside the account. */}
          <LanguagePanel />
          <ThemePanel />
          <StoragePanel />
        </>
      ) : null}
    </ProviderPage>
  );
}
