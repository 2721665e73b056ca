// A review still in the outbox: 'sending' until it arrives, or failed: refused on replay with the server's
// reason, or not delivered within 24 hours.

import { useTranslation } from '@callout/i18n/react';
import type { OutboxItem } from '@callout/offline/outbox-db';
import { discardOutboxItem } from '@callout/offline/outbox-items';
import { retryOutboxItem } from '@callout/offline/replay-outbox';
import { Button } from '@callout/ui/button';
import { StarRating } from './star-rating';

export function PendingReview({ item }: { item: OutboxItem }) {
  const { t } = useTranslation(['orders', 'pwa']);
  const rating = Number(item.fields.rating);
  return (
    <div className="or-pending" data-status={item.status}>
      {Number.isFinite(rating) ? <StarRating rating={rating} /> : null}
      {item.fields.review ? <p className="or-review__text">{item.fields.review}</p> : null}
      {item.status === 'failed' ? (
        <p role="alert">
          {t('pwa:outbox.failed', {
            message: item.expired ? t('pwa:outbox.notAnswered') : (item.error ?? ''),
          })}{' '}
          <Button variant="link" onClick={() => void retryOutboxItem(item.key)}>
            {t('pwa:outbox.retry')}
          </Button>{' '}
          <Button variant="link" onClick={() => void discardOutboxItem(item.key)}>
            {t('pwa:outbox.discard')}
          </Button>
        </p>
      ) : (
        <output>{t('pwa:outbox.sending')}</output>
      )}
    </div>
  );
}
