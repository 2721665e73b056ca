// Reorder's date picker (today to 60 days ahead, as when booking) and Proceed: the earlier order becomes
// the booking draft and the customer continues at /service/negotiate.
import { bookingWindowDays } from '@callout/contracts/constants';
import { bookingWindow } from '@callout/contracts/fields';
import { StorageFullError } from '@callout/db/storage-errors';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { type FormEvent, useMemo, useState } from 'react';
import { paths } from '../../../config/paths';
import { writeBookingDraft } from '../../../data/booking-draft';
import { alertMessage, loadPage } from '../../../lib/dialogs';
import type { OrderDetails } from '../../../lib/order';
import { reorderDraft } from '../reorder-draft';

export function ReorderForm({ order }: { order: OrderDetails }) {
  const { t } = useTranslation(['orders', 'pwa']);
  const range = useMemo(() => bookingWindow(), []);
  const [date, setDate] = useState('');
  const [saving, setSaving] = useState(false);

  const proceed = async (event: FormEvent) => {
    event.preventDefault();
    if (!date) return alertMessage(t('reorder.dateRequired'));
    if (date < range.min || date > range.max)
      return alertMessage(t('reorder.dateOutside', { days: bookingWindowDays }));
    setSaving(true);
    try {
      await writeBookingDraft(reorderDraft(order, date));
      loadPage(paths.negotiate.getHref());
    } catch (error) {
      console.error('Could not store the booking draft', error);
      alertMessage(error instanceof StorageFullError ? t('pwa:storageFull') : t('orders:errors.draft'));
      setSaving(false);
    }
  };

  return (
    <form className="or-reorder" onSubmit={(event) => void proceed(event)} noValidate>
      <TextField
        label={t('reorder.date')}
        type="date"
        min={range.min}
        max={range.max}
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
      <Button type="submit" loading={saving}>
        {t('reorder.proceed')}
      </Button>
    </form>
  );
}
