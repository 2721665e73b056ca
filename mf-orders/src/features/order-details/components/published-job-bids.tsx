// A published job with no provider yet: how many bids it has and the way back to them, on negotiate,
// where the customer reads the bids and engages one.

import { StorageFullError } from '@callout/db/storage-errors';
import { useTranslation } from '@callout/i18n/react';
import { useQuery } from '@callout/query';
import { Button } from '@callout/ui/button';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { writeBookingDraft } from '../../../data/booking-draft';
import { alertMessage, loadPage } from '../../../lib/dialogs';
import type { OrderDetails } from '../../../lib/order';
import { negotiationDraft } from '../../order-actions/reorder-draft';
import { bidCountQuery } from '../api/find-bids';

export function PublishedJobBids({ order }: { order: OrderDetails }) {
  const { t } = useTranslation(['orders', 'pwa']);
  const bids = useQuery(bidCountQuery(order.id));
  const [opening, setOpening] = useState(false);

  const seeBids = async () => {
    setOpening(true);
    try {
      await writeBookingDraft(negotiationDraft(order));
      loadPage(paths.negotiate.getHref());
    } catch (error) {
      console.error('Could not store the booking draft', error);
      alertMessage(error instanceof StorageFullError ? t('pwa:storageFull') : t('orders:errors.draft'));
      setOpening(false);
    }
  };

  return (
    <div className="or-party__bids">
      <p aria-live="polite">
        {bids.data === undefined
          ? bids.isError
            ? t('details.bidsUnknown')
            : t('details.bidsLoading')
          : bids.data === 0
            ? t('details.noBids')
            : t('details.bidCount', { count: bids.data })}
      </p>
      <Button variant="secondary" loading={opening} onClick={() => void seeBids()}>
        {t('details.seeBids')}
      </Button>
    </div>
  );
}
