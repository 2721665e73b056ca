// Live tracking while the order is IN-PROGRESS (mounted only then, so leaving that state stops the
// polls): the customer watches the provider; the provider's device reports where it is.
import type { OrderStatus } from '@callout/contracts/orders';
import { useTranslation } from '@callout/i18n/react';
import { Notice } from '@callout/ui/notice';
import type { AccountType } from '../../../config/paths';
import type { OrderDetails } from '../../../lib/order';
import { useJobPoint } from '../api/get-job-point';
import { useLiveLocation } from '../api/get-live-location';
import { usePositionReporting } from '../api/report-position';
import { useScreenWakeLock } from '../hooks/use-screen-wake-lock';
import { LiveMap } from './live-map';

interface TrackingProps {
  order: OrderDetails;
  /** Called when a poll finds the order no longer IN-PROGRESS. */
  onStatus: (status: OrderStatus) => void;
}

function CustomerTracking({ order, onStatus }: TrackingProps) {
  const { t } = useTranslation('orders');
  const job = useJobPoint(order.shipping.ShipZipCode);
  const provider = useLiveLocation(order.id, onStatus);
  return <LiveMap job={job} provider={provider} providerLabel={t('map.provider')} accountType="user" />;
}

function ProviderTracking({ order, onStatus }: TrackingProps) {
  const { t } = useTranslation('orders');
  const job = useJobPoint(order.shipping.ShipZipCode);
  const fix = usePositionReporting(order.id, onStatus);
  // Mounted only while IN-PROGRESS: the lock goes when the order ends.
  useScreenWakeLock(fix.access !== 'denied');
  return (
    <>
      {fix.access === 'denied' ? <Notice tone="error" title={t('map.permissionDenied')} /> : null}
      {fix.access === 'unavailable' ? <Notice title={t('map.positionUnavailable')} /> : null}
      {fix.access === 'granted' ? <p className="or-live__sharing">{t('map.sharing')}</p> : null}
      <LiveMap job={job} provider={fix.point} providerLabel={t('map.you')} accountType="provider" />
    </>
  );
}

export function LiveTracking({ accountType, ...props }: TrackingProps & { accountType: AccountType }) {
  const { t } = useTranslation('orders');
  return (
    <section className="card or-tracking" aria-labelledby="or-tracking-title">
      <h2 id="or-tracking-title">{t('map.title')}</h2>
      {accountType === 'provider' ? <ProviderTracking {...props} /> : <CustomerTracking {...props} />}
    </section>
  );
}
