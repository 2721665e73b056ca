// /settings: the near-empty stub the spec shows (Profile, Service), and the device's storage: what is
// used, whether it lasts, and clearing offline data; the notification switches; the
// theme on this device; Download my data.

import { customerNotificationKinds } from '@callout/contracts/push';
import { useTranslation } from '@callout/i18n/react';
import { DataRequestPanel } from '@callout/module-kit/data-request-panel';
import { LanguagePanel } from '@callout/module-kit/language-switch';
import { NotificationSettingsPanel } from '@callout/module-kit/push/notification-settings-panel';
import { StoragePanel } from '@callout/module-kit/storage-panel';
import { ThemePanel } from '@callout/module-kit/theme-panel';
import { Link } from '@callout/router';
import { CustomerPage } from '../../../components/customer-page';
import { paths } from '../../../config/paths';

export default function SettingsPage() {
  const { t } = useTranslation('booking');
  return (
    <CustomerPage title={t('settings.title')}>
      <ul className="bk-rows">
        <li>
          <Link className="card bk-row" to={paths.profile.getHref()}>
            {t('settings.profile')}
          </Link>
        </li>
        <li>
          <Link className="card bk-row" to={paths.location.getHref()}>
            {t('settings.service')}
          </Link>
        </li>
      </ul>
      <NotificationSettingsPanel kinds={customerNotificationKinds} />
      <LanguagePanel />
      <ThemePanel />
      <StoragePanel />
      <DataRequestPanel />
    </CustomerPage>
  );
}
