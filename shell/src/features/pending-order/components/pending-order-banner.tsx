import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { Notice } from '@callout/ui/notice';
import { useEffect, useState } from 'react';
import { paths } from '../../../config/paths';

/** 'You have a pending order…' while the saved request draft holds an Order. */
export function PendingOrderBanner() {
  const { t } = useTranslation('shell');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let active = true;
    // Imported here, not at the top: reading the draft brings Dexie, which `/` must not wait for.
    void import('../api/read-booking-draft').then(
      async ({ hasPendingOrder, readBookingDraft }) => {
        const draft = await readBookingDraft();
        if (active) setPending(hasPendingOrder(draft));
      },
      (error: unknown) => console.error('Could not read the booking draft', error),
    );
    return () => {
      active = false;
    };
  }, []);

  if (!pending) return null;
  return (
    <div className="container pending-order">
      <Notice>
        <Link to={paths.negotiate.getHref()}>{t('home.pendingOrder')}</Link>
      </Notice>
    </div>
  );
}
