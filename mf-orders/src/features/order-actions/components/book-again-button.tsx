// Book again: the past order's location, product and provider become the booking draft, dated tomorrow, and
// the customer lands on the providers step, where that provider is picked and their free arrival windows
// for the same product show at once (another date can be picked there).
import { addDays, londonToday } from '@callout/contracts/london-time';
import { StorageFullError } from '@callout/db/storage-errors';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { writeBookingDraft } from '../../../data/booking-draft';
import { alertMessage, loadPage } from '../../../lib/dialogs';
import type { OrderDetails } from '../../../lib/order';
import { reorderDraft } from '../reorder-draft';

export function BookAgainButton({ order }: { order: OrderDetails }) {
  const { t } = useTranslation(['orders', 'pwa']);
  const [saving, setSaving] = useState(false);
  const bookAgain = async () => {
    setSaving(true);
    try {
      await writeBookingDraft(reorderDraft(order, addDays(londonToday(), 1)));
      loadPage(paths.providers.getHref());
    } catch (error) {
      console.error('Could not store the booking draft', error);
      alertMessage(error instanceof StorageFullError ? t('pwa:storageFull') : t('orders:errors.draft'));
      setSaving(false);
    }
  };
  return (
    <Button variant="secondary" loading={saving} onClick={() => void bookAgain()}>
      {t('actions.bookAgain')}
    </Button>
  );
}
