// The map and, beside it in words, the route and when the provider should arrive: the same facts for
// everyone, whether or not the map (a lazily loaded chunk) can be drawn. The map's code loads only once the page is
// usable and the map's place is on screen (@callout/map/map-place); until then that place holds a box
// of the map's size, so nothing below it moves when the map arrives.
import type { AccountType } from '@callout/contracts/accounts';
import type { DrivingRoute } from '@callout/contracts/driving-route';
import { dateTimeFormat } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { MapPlace } from '@callout/map/map-place';
import { RouteSummary, useDrivingRoute, useRouteWords } from '@callout/module-kit/driving-route';
import { retriedLazy } from '@callout/ui/module-page';
import { useMemo } from 'react';
import type { MapPoint } from '../api/live-location';
import { useArrivalEstimate } from '../hooks/use-arrival-estimate';

// The page renderer (Node) draws the map's box alone, so OpenLayers is left out of its build.
const OrderMap = import.meta.env.SSR ? () => null : retriedLazy(() => import('./order-map'));

/** 14:32, in London time whatever the device's zone. */
const clockTime = (time: number) => dateTimeFormat('london-time', { timeStyle: 'short' }).format(time);

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
  return (
    <div className="or-live">
      <MapPlace className="or-map" loading={t('common:loading')} unavailable={t('map.unavailable')}>
        <OrderMap job={job} provider={provider} labels={labels} line={line} />
      </MapPlace>
      <RouteSummary route={route} className="or-live__route" />
      <Arrival accountType={accountType} provider={provider} route={route} />
    </div>
  );
}

/** When the provider should arrive, said as it changes; nothing while the route is on its way. */
function Arrival({
  accountType,
  provider,
  route,
}: {
  accountType: AccountType;
  provider: MapPoint | null;
  route: DrivingRoute | null;
}) {
  const { t } = useTranslation('orders');
  const estimate = useArrivalEstimate(provider, route);
  let words = '';
  if (!provider) words = t('map.noPosition');
  else if (estimate) {
    const given = { time: clockTime(estimate.at), minutes: estimate.minutes };
    words = accountType === 'provider' ? t('map.arrivalYou', given) : t('map.arrival', given);
  } else if (route) words = t('map.noEstimate');
  return (
    <p className="or-live__where" aria-live="polite" data-testid="arrival-estimate">
      {words}
    </p>
  );
}
