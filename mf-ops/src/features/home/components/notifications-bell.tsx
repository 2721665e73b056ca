// The operator's bell, beside the console home's heading: @callout/module-kit's bell over
// GET /api/ops/notifications (a canary rolled back by itself, linking to the Releases page), in the
// console's words. Its list loads with its own chunk when the bell is first opened.
import { useTranslation } from '@callout/i18n/react';
import { NotificationsBell as Bell } from '@callout/module-kit/notifications/notifications-bell';

const queryKey = ['ops', 'notifications'] as const;

export function NotificationsBell() {
  const { t } = useTranslation('ops');
  return (
    <Bell
      call="ops/notifications"
      queryKey={queryKey}
      prefix="ops"
      labels={{
        toggle: t('notifications.toggle'),
        title: t('notifications.title'),
        empty: t('notifications.empty'),
        loadMore: t('notifications.loadMore'),
        loading: t('lists.loading'),
        loadFailed: t('lists.loadFailed'),
        retry: t('lists.retry'),
      }}
    />
  );
}
