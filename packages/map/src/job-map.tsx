// The job-and-provider map (OpenLayers; import it lazily so `ol` stays in its own chunk). Map tiles come
// from the internet, which this app cannot count on (offline use, tests), so the markers are vectors on a
// plain background: still a true picture of where the two are.
import { mapView } from '@callout/contracts/constants';
import { defaults as defaultControls } from 'ol/control/defaults';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import olStyles from 'ol/ol.css?inline';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import View from 'ol/View';
import { useEffect, useRef } from 'react';

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface JobMapProps {
  job: MapPoint | null;
  provider: MapPoint | null;
  labels: { job: string; provider: string; map: string };
  className: string;
  /** Draw a straight line from provider to job (no routing service is configured). */
  showLine?: boolean;
  /** Which marker the view centres on first; the other, then London (spec), when it is missing. */
  follow?: 'job' | 'provider';
}

function injectStyles() {
  if (document.getElementById('callout-ol-styles')) return;
  const style = document.createElement('style');
  style.id = 'callout-ol-styles';
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
const lineStyle = new Style({ stroke: new Stroke({ color: '#0b5c4a', width: 3, lineDash: [6, 6] }) });

const toCoordinate = ({ lat, lng }: MapPoint) => fromLonLat([lng, lat]);

export default function JobMap({
  job,
  provider,
  labels,
  className,
  showLine = false,
  follow = 'job',
}: JobMapProps) {
  const target = useRef<HTMLElement>(null);
  const parts = useRef<{ map: OlMap; source: VectorSource } | null>(null);

  useEffect(() => {
    if (!target.current) return;
    injectStyles();
    const source = new VectorSource();
    const map = new OlMap({
      target: target.current,
      layers: [new VectorLayer({ source })],
      controls: defaultControls({ attribution: false, rotate: false }),
      view: new View({ center: toCoordinate(mapView.defaultCentre), zoom: mapView.zoom }),
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
    if (showLine && job && provider) {
      const line = new Feature(new LineString([toCoordinate(provider), toCoordinate(job)]));
      line.setStyle(lineStyle);
      current.source.addFeature(line);
    }
    const markers = [
      job ? { point: job, style: markerStyle('#0b5c4a', labels.job) } : null,
      provider ? { point: provider, style: markerStyle('#f2a516', labels.provider) } : null,
    ].filter((marker) => marker !== null);
    for (const marker of markers) {
      const feature = new Feature(new Point(toCoordinate(marker.point)));
      feature.setStyle(marker.style);
      current.source.addFeature(feature);
    }
    const centre = (follow === 'provider' ? (provider ?? job) : (job ?? provider)) ?? mapView.defaultCentre;
    current.map.getView().setCenter(toCoordinate(centre));
  }, [job, provider, labels.job, labels.provider, showLine, follow]);

  return (
    // A figure, not an image: OpenLayers puts its zoom buttons inside, and an image may hold no controls.
    <figure
      ref={target}
      className={className}
      aria-label={labels.map}
      data-markers={(job ? 1 : 0) + (provider ? 1 : 0)}
      data-provider-position={provider ? `${provider.lat},${provider.lng}` : undefined}
      style={{ height: mapView.heightPx, margin: 0 }}
    />
  );
}
