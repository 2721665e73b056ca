// /service/again/:id: "Book again" from a past order or a saved provider. It turns the order into a new
// draft (the same product, provider and address, dated tomorrow) and goes on to the providers step, where
// that provider's free windows show at once.
import { addDays, londonToday } from '@callout/contracts/london-time';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { Link, useParams } from '@callout/router';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useBookingOrder } from '../../../api/get-booking-order';
import { CustomerPage } from '../../../components/customer-page';
import { paths } from '../../../config/paths';
import { useStartBooking } from '../../dashboard/hooks/use-start-booking';
import { draftFromOrder } from '../draft-from-order';

export default function BookAgainPage() {
  const { t } = useTranslation('booking');
  const { id = '' } = useParams();
  const order = useBookingOrder(id);
  const booking = useStartBooking();
  const started = useRef(false);
  const [kept, setKept] = useState(false);
  const draft = order.data ? draftFromOrder(order.data, addDays(londonToday(), 1)) : null;

  useEffect(() => {
    if (!draft || started.current) return;
    started.current = true;
    // The providers step, not the first step the draft lacks: a dated draft would send the request at once.
    void booking.start(draft, paths.providers.getHref()).then((went) => setKept(!went));
  }, [draft, booking]);

  let body: ReactNode;
  if (order.isError) body = <Notice tone="error">{messageFor(order.error, t('again.failed'))}</Notice>;
  else if (order.data && !draft) body = <Notice tone="error">{t('again.noProvider')}</Notice>;
  else if (kept) body = <Notice tone="info">{t('again.kept')}</Notice>;
  else body = <Spinner label={t('again.loading')} />;

  return (
    <CustomerPage title={t('again.title')}>
      {body}
      {order.isError || kept || (order.data && !draft) ? (
        <p>
          <Link to={paths.orderDetails.getHref(id)}>{t('again.backToOrder')}</Link>
        </p>
      ) : null}
    </CustomerPage>
  );
}
