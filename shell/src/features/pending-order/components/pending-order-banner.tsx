import { Notice } from '@callout/ui/notice';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { hasPendingOrder, readBookingDraft } from '../api/read-booking-draft';

/** 'You have a pending order…' while the saved request draft holds an Order. */
export function PendingOrderBanner() {
  const { t } = useTranslation('shell');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let active = true;
    void readBookingDraft().then((draft) => active && setPending(hasPendingOrder(draft)));
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
