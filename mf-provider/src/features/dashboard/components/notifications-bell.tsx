// The provider's bell, on the dashboard: @callout/module-kit's bell over GET /api/provider/getnotifications,
// in the provider's words. Its list loads with its own chunk when the bell is first opened, and is kept on
// the device (its query's key), so it still lists what the provider saw last when offline.
import { useTranslation } from '@callout/i18n/react';
import { NotificationsBell as Bell } from '@callout/module-kit/notifications/notifications-bell';
import { useListLabels } from '../../../hooks/use-list-labels';

const queryKey = ['provider-notifications'] as const;

export function NotificationsBell() {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  return (
    <Bell
      call="provider/getnotifications"
      queryKey={queryKey}
      prefix="pv"
      labels={{
        ...listLabels,
        toggle: t('notifications.toggle'),
        title: t('notifications.title'),
        empty: t('notifications.empty'),
        loadMore: t('notifications.loadMore'),
      }}
    />
  );
}
