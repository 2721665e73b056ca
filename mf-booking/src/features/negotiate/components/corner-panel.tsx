// Once a provider is engaged: who they are and their price, the map of provider against job and the Order,
// Publish Job and Cancel buttons. The map's code (OpenLayers) loads once the page is usable and the map's place
// is on screen (@callout/map/map-place), which holds a box of the map's size until then.

import { useTranslation } from '@callout/i18n/react';
import { MapPlace } from '@callout/map/map-place';
import { RouteSummary, useDrivingRoute, useRouteWords } from '@callout/module-kit/driving-route';
import { Button } from '@callout/ui/button';
import { retriedLazy } from '@callout/ui/module-page';
import { type ReactNode, useMemo } from 'react';
import type { MapPoint } from '../api/get-provider-location';
import type { Withdrawal } from '../hooks/use-order-withdrawal';

// The page renderer (Node) draws the map's box alone, so OpenLayers is left out of its build.
const ProviderMap = import.meta.env.SSR ? () => null : retriedLazy(() => import('./provider-map'));

export function CornerPanel({
  chosen,
  job,
  provider,
  pending,
  onOrder,
  onPublish,
  onCancel,
}: {
  /** The engaged provider and their price, above the map. */
  chosen: ReactNode;
  job: MapPoint | null;
  provider: MapPoint | null;
  /** The order is being cancelled on the server, for this button. */
  pending: Withdrawal | null;
  onOrder: () => void;
  onPublish: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('booking');
  const route = useDrivingRoute('user', provider, job);
  const lineLabel = useRouteWords(route)?.line ?? '';
  const line = useMemo(
    () => (route ? { coordinates: route.Coordinates, kind: route.Source, label: lineLabel } : null),
    [route, lineLabel],
  );
  return (
    <aside className="card bk-corner" aria-label={t('negotiate.panel')}>
      {chosen}
      <MapPlace
        className="bk-map"
        loading={t('negotiate.mapLoading')}
        unavailable={t('negotiate.mapUnavailable')}
      >
        <ProviderMap
          job={job}
          provider={provider}
          labels={{
            job: t('negotiate.jobMarker'),
            provider: t('negotiate.providerMarker'),
            map: t('negotiate.map'),
          }}
          line={line}
        />
      </MapPlace>
      <RouteSummary route={route} className="bk-corner__note" />
      {provider ? null : <p className="bk-corner__note">{t('negotiate.providerLocationUnknown')}</p>}
      <div className="bk-actions">
        <Button onClick={onOrder}>{t('negotiate.order')}</Button>
        <Button variant="accent" loading={pending === 'publish'} onClick={onPublish}>
          {t('negotiate.publishJob')}
        </Button>
        <Button variant="secondary" loading={pending === 'cancel'} onClick={onCancel}>
          {t('negotiate.cancel')}
        </Button>
      </div>
    </aside>
  );
}
