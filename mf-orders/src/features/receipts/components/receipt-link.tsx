// The order page's way to its receipt: shown to the customer once the payment was taken.
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { paths } from '../../../config/paths';
import type { OrderDetails } from '../../../lib/order';

export function ReceiptLink({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  if (!order.info.Receipt) return null;
  return (
    <p className="or-receipt-link">
      <Link to={paths.receipt.getHref(order.id)}>{t('receipt.link')}</Link>
    </p>
  );
}
