// /provider/settings: the push and mail switch for each kind a provider is told of, and
// whether this device gets pushes; the calendar feed of their jobs; Download my data. Linked from the profile's Manage Profile list.

import { providerNotificationKinds } from '@callout/contracts/push';
import { useTranslation } from '@callout/i18n/react';
import { DataRequestPanel } from '@callout/module-kit/data-request-panel';
import { NotificationSettingsPanel } from '@callout/module-kit/push/notification-settings-panel';
import { ProviderPage } from '../../../components/provider-page';
import { CalendarFeedPanel } from '../../calendar-feed/components/calendar-feed-panel';

export default function SettingsPage() {
  const { t } = useTranslation('provider');
  return (
    <ProviderPage title={t('pages.settings')}>
      <NotificationSettingsPanel kinds={providerNotificationKinds} />
      <CalendarFeedPanel />
      <DataRequestPanel />
    </ProviderPage>
  );
}
