// The map and, beside it in words, where the provider was last seen: the same facts for everyone,
// whether or not the map (a lazily loaded chunk) can be drawn.
import type { AccountType } from '@callout/contracts/accounts';
import { mapView } from '@callout/contracts/constants';
import { useTranslation } from '@callout/i18n/react';
import { RouteSummary, useDrivingRoute, useRouteWords } from '@callout/module-kit/driving-route';
import { Spinner } from '@callout/ui/spinner';
import { lazy, Suspense, useMemo } from 'react';
import type { MapPoint } from '../api/live-location';
import { MapErrorBoundary } from './map-error-boundary';

const OrderMap = lazy(() => import('./order-map'));

const coordinate = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 5, maximumFractionDigits: 5 });
const describe = ({ lat, lng }: MapPoint) => `${coordinate.format(lat)}, ${coordinate.format(lng)}`;

export function LiveMap({
  job,
  provider,
  providerLabel,
  accountType,
}: {
  job: MapPoint | null;
  provider: MapPoint | null;
  /** "Provider" on the customer's page, "You" on the provider's. */
  providerLabel: string;
  /** Whose page it is: the route is asked under that account's prefix. */
  accountType: AccountType;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const labels = { job: t('map.job'), provider: providerLabel, map: t('map.label') };
  const route = useDrivingRoute(accountType, provider, job);
  const lineLabel = useRouteWords(route)?.line ?? '';
  const line = useMemo(
    () => (route ? { coordinates: route.Coordinates, kind: route.Source, label: lineLabel } : null),
    [route, lineLabel],
  );
  const placeholder = (text: string) => (
    <div className="or-map or-map--empty" style={{ height: mapView.heightPx }}>
      {text}
    </div>
  );
  return (
    <div className="or-live">
      <MapErrorBoundary fallback={placeholder(t('map.unavailable'))}>
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <OrderMap job={job} provider={provider} labels={labels} line={line} />
        </Suspense>
      </MapErrorBoundary>
      <RouteSummary route={route} className="or-live__route" />
      <p className="or-live__where" aria-live="polite" data-testid="provider-position">
        {provider ? t('map.lastPosition', { position: describe(provider) }) : t('map.noPosition')}
      </p>
    </div>
  );
}
