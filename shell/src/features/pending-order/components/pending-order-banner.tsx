import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { Notice } from '@callout/ui/notice';
import { useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import { hasPendingOrder } from '../api/read-booking-draft';

/** 'You have a pending order…' while the saved request draft holds an Order. */
export function PendingOrderBanner() {
  const { t } = useTranslation('shell');
  const [pending, setPending] = useState(false);

  // After the first render, as the page the server drew (which has no banner) is taken over.
  useEffect(() => setPending(hasPendingOrder()), []);

  if (!pending) return null;
  return (
    <div className="container pending-order">
      <Notice>
        <Link to={paths.negotiate.getHref()}>{t('home.pendingOrder')}</Link>
      </Notice>
    </div>
  );
}
