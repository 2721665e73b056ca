// /profile and /edit-profile (one screen): the customer's details, an Edit panel, account links, logout.

import { useTranslation } from '@callout/i18n/react';
import { useLogout } from '@callout/module-kit/use-logout';
import { Link, useLocation } from '@callout/router';
import { Button, ButtonLink } from '@callout/ui/button';
import { loadStatus } from '@callout/ui/list-state';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { useId, useState } from 'react';
import { logout as endSession } from '../../../api/logout';
import { CustomerPage } from '../../../components/customer-page';
import { paths } from '../../../config/paths';
import { useProfile } from '../api/get-profile';
import { ProfileEditForm } from './profile-edit-form';

export default function ProfilePage() {
  const { t } = useTranslation(['booking', 'common']);
  const panelId = useId();
  const profile = useProfile();
  const { logout, pending } = useLogout({ endSession, homeHref: paths.home.getHref() });
  // /edit-profile is the same screen, arriving with the Edit panel open.
  const [editing, setEditing] = useState(useLocation().pathname === paths.editProfile.path);
  const user = profile.data;
  const status = loadStatus(profile);
  const reload = () => void profile.refetch();

  return (
    <CustomerPage title={t('profile.title')}>
      {status === 'error' && !user ? (
        <Notice tone="error" title={t('errors.loadFailed')}>
          <Button variant="secondary" onClick={reload}>
            {t('common:retry')}
          </Button>
        </Notice>
      ) : null}
      {!user && status === 'loading' ? <Spinner label={t('common:loading')} /> : null}
      {user ? (
        <>
          <section className="card bk-profile" aria-label={t('profile.details')}>
            {user.ImgLink ? (
              <img className="bk-avatar" src={user.ImgLink} alt={t('profile.photo')} width={96} height={96} />
            ) : null}
            <dl className="bk-summary">
              <div>
                <dt>{t('profile.customerId')}</dt>
                <dd>{user.CustomerID}</dd>
              </div>
              <div>
                <dt>{t('profile.name')}</dt>
                <dd>{[user.FirstName, user.Lastname].filter(Boolean).join(' ')}</dd>
              </div>
              <div>
                <dt>{t('profile.phone')}</dt>
                <dd>{user.Phone || t('profile.noPhone')}</dd>
              </div>
              <div>
                <dt>{t('profile.email')}</dt>
                <dd>{user.Email || t('profile.noEmail')}</dd>
              </div>
            </dl>
            <Button
              variant="secondary"
              aria-expanded={editing}
              aria-controls={panelId}
              onClick={() => setEditing((open) => !open)}
            >
              {t('profile.edit')}
            </Button>
            {/* Hidden rather than removed, so closing the panel never loses what was typed. */}
            <div id={panelId} hidden={!editing}>
              <ProfileEditForm user={user} onSaved={reload} />
            </div>
          </section>
          <nav className="card bk-manage" aria-labelledby="bk-manage-title">
            <h2 id="bk-manage-title">{t('profile.manage')}</h2>
            <ul>
              <li>
                <Link to={paths.savedLocations.getHref()}>{t('profile.savedLocations')}</Link>
              </li>
              <li>
                <Link to={paths.savedProviders.getHref()}>{t('profile.savedProviders')}</Link>
              </li>
              <li>
                <Link to={paths.support.getHref()}>{t('profile.support')}</Link>
              </li>
              <li>
                {/* Not in the spec's list: the way to /settings, where the device's storage is managed. */}
                <Link to={paths.settings.getHref()}>{t('profile.settings')}</Link>
              </li>
              <li>
                <Link to={paths.exit.getHref()}>{t('profile.deleteAccount')}</Link>
              </li>
            </ul>
          </nav>
          <div className="bk-actions">
            <ButtonLink to={paths.orders.getHref()} variant="secondary">
              {t('profile.trackOrders')}
            </ButtonLink>
            <Button variant="secondary" loading={pending} onClick={() => void logout()}>
              {t('logout')}
            </Button>
          </div>
        </>
      ) : null}
    </CustomerPage>
  );
}
