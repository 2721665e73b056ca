// The map and, beside it in words, where the provider was last seen: the same facts for everyone,
// whether or not the map (a lazily loaded chunk) can be drawn. The map's code loads only once the page is
// usable and the map's place is on screen (@callout/map/when-shown); until then that place holds a box
// of the map's size, so nothing below it moves when the map arrives.
import type { AccountType } from '@callout/contracts/accounts';
import { mapView } from '@callout/contracts/constants';
import { useTranslation } from '@callout/i18n/react';
import { useMapWhenShown } from '@callout/map/when-shown';
import { RouteSummary, useDrivingRoute, useRouteWords } from '@callout/module-kit/driving-route';
import { lazy, Suspense, useMemo, useRef } from 'react';
import type { MapPoint } from '../api/live-location';
import { MapErrorBoundary } from './map-error-boundary';

// The page renderer (Node) draws the map's box alone, so OpenLayers is left out of its build.
const OrderMap = import.meta.env.SSR ? () => null : lazy(() => import('./order-map'));

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
  const place = useRef<HTMLDivElement>(null);
  const shown = useMapWhenShown(place);
  const placeholder = (text: string) => (
    <div ref={place} className="or-map or-map--empty" style={{ height: mapView.heightPx }}>
      {text}
    </div>
  );
  const loading = placeholder(t('common:loading'));
  return (
    <div className="or-live">
      <MapErrorBoundary fallback={placeholder(t('map.unavailable'))}>
        {shown ? (
          <Suspense fallback={loading}>
            <OrderMap job={job} provider={provider} labels={labels} line={line} />
          </Suspense>
        ) : (
          loading
        )}
      </MapErrorBoundary>
      <RouteSummary route={route} className="or-live__route" />
      <p className="or-live__where" aria-live="polite" data-testid="provider-position">
        {provider ? t('map.lastPosition', { position: describe(provider) }) : t('map.noPosition')}
      </p>
    </div>
  );
}
