// A schedule change still in the outbox: 'waiting to send' until it arrives, or failed: refused on replay
// with the server's reason (after the spec's 'Failed to update schedule: '), or not delivered within 24
// hours, with Send again and Discard.

import { useTranslation } from '@callout/i18n/react';
import type { OutboxItem } from '@callout/offline/outbox-db';
import { discardOutboxItem } from '@callout/offline/outbox-items';
import { retryOutboxItem } from '@callout/offline/replay-outbox';
import { Button } from '@callout/ui/button';

export function PendingSchedule({ item }: { item: OutboxItem }) {
  const { t } = useTranslation(['provider', 'pwa']);
  if (item.status === 'sending') {
    return <output className="pv-meta pv-block">{t('schedule.waiting')}</output>;
  }
  const reason = item.expired ? t('pwa:outbox.notAnswered') : (item.error ?? '');
  return (
    <p className="pv-block" role="alert">
      {`${t('schedule.failedPrefix')}${reason}`}{' '}
      <Button variant="link" onClick={() => void retryOutboxItem(item.key)}>
        {t('pwa:outbox.retry')}
      </Button>{' '}
      <Button variant="link" onClick={() => void discardOutboxItem(item.key)}>
        {t('pwa:outbox.discard')}
      </Button>
    </p>
  );
}
