// The corner map of the engaged provider against the job (OpenLayers, loaded only with this component).
// Map tiles come from the internet, which this app cannot count on (offline use, tests), so the map
// draws its markers on a plain background: still a true picture of where the two are.
import { mapView } from '@callout/contracts/constants';
import { defaults as defaultControls } from 'ol/control/defaults';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import olStyles from 'ol/ol.css?inline';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import View from 'ol/View';
import { useEffect, useRef } from 'react';
import type { MapPoint } from '../api/get-provider-location';

function injectStyles() {
  if (document.getElementById('bk-ol-styles')) return;
  const style = document.createElement('style');
  style.id = 'bk-ol-styles';
  style.textContent = olStyles;
  document.head.append(style);
}

const markerStyle = (colour: string, label: string) =>
  new Style({
    image: new Circle({
      radius: 8,
      fill: new Fill({ color: colour }),
      stroke: new Stroke({ color: '#fff', width: 2 }),
    }),
    text: new Text({
      text: label,
      offsetY: -16,
      font: '600 12px system-ui, sans-serif',
      fill: new Fill({ color: '#1b1f23' }),
    }),
  });

const toCoordinate = ({ lat, lng }: MapPoint) => fromLonLat([lng, lat]);

export interface ProviderMapProps {
  job: MapPoint | null;
  provider: MapPoint | null;
  labels: { job: string; provider: string; map: string };
}

export default function ProviderMap({ job, provider, labels }: ProviderMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const parts = useRef<{ map: OlMap; source: VectorSource } | null>(null);

  useEffect(() => {
    if (!target.current) return;
    injectStyles();
    const source = new VectorSource();
    const map = new OlMap({
      target: target.current,
      layers: [new VectorLayer({ source })],
      controls: defaultControls({ attribution: false, rotate: false }),
      view: new View({
        center: toCoordinate(mapView.defaultCentre),
        zoom: mapView.zoom,
      }),
    });
    parts.current = { map, source };
    return () => {
      map.setTarget(undefined);
      parts.current = null;
    };
  }, []);

  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    current.source.clear();
    const markers = [
      job ? { point: job, style: markerStyle('#0b5c4a', labels.job) } : null,
      provider ? { point: provider, style: markerStyle('#f2a516', labels.provider) } : null,
    ].filter((marker) => marker !== null);
    for (const marker of markers) {
      const feature = new Feature(new Point(toCoordinate(marker.point)));
      feature.setStyle(marker.style);
      current.source.addFeature(feature);
    }
    // Centre on the job (where the provider is heading), else the provider, else London as the spec says.
    const centre = job ?? provider ?? mapView.defaultCentre;
    current.map.getView().setCenter(toCoordinate(centre));
  }, [job, provider, labels.job, labels.provider]);

  return (
    <div
      ref={target}
      className="bk-map"
      role="img"
      aria-label={labels.map}
      data-markers={(job ? 1 : 0) + (provider ? 1 : 0)}
      style={{ height: mapView.heightPx }}
    />
  );
}
