// The bell toggles the notifications list; each opening loads the latest.

import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { Icon } from '@callout/ui/icon';
import { ListState } from '@callout/ui/list-state';
import { useId, useState } from 'react';
import { useListLabels } from '../../../hooks/use-list-labels';
import { formatWhen } from '../../../lib/dates';
import { shownStatus } from '../../../lib/shown-status';
import { useNotifications } from '../api/get-notifications';

export function NotificationsBell() {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const notifications = useNotifications(open);
  const items = notifications.data ?? [];

  const toggle = () => setOpen(!open);

  return (
    <div className="pv-bell">
      <button
        type="button"
        className="pv-icon-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        <Icon name="bell" />
        <span className="visually-hidden">{t('notifications.toggle')}</span>
      </button>
      <section
        id={listId}
        className="card pv-bell__panel"
        hidden={!open}
        aria-label={t('notifications.title')}
      >
        {open ? (
          <>
            <ListState
              labels={listLabels}
              emptyClassName="pv-empty"
              status={shownStatus(notifications)}
              hasItems={items.length > 0}
              emptyText={t('notifications.empty')}
              onRetry={() => void notifications.refetch()}
            />
            <ul className="pv-rows">
              {items.map((item) => (
                <li key={item.Id} className="pv-notification">
                  {/* Links the server writes point into the app; anything else is shown as plain text. */}
                  {item.Link?.startsWith('/') ? (
                    <Link to={item.Link}>{item.Notification}</Link>
                  ) : (
                    <span>{item.Notification}</span>
                  )}
                  <span className="pv-meta">{formatWhen(item.Time)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
