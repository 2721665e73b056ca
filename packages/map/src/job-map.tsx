// The job-and-provider map (OpenLayers; import it lazily so `ol` stays in its own chunk): the base map
// (base-layers.ts), the two markers and the driving route between them, or the straight line "as the crow
// flies" when there is no route. The same facts are said in words beside the map (route-summary.tsx).
import { mapView } from '@callout/contracts/constants';
import Attribution from 'ol/control/Attribution';
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
import { outlineLayer, tileLayer } from './base-layers';

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapLine {
  /** [longitude, latitude] pairs from the provider to the job. */
  coordinates: ReadonlyArray<readonly [number, number]>;
  /** `road` is drawn solid, `crow` (the straight line) dashed. */
  kind: 'road' | 'crow';
  /** Written along the line, e.g. "5.4 miles as the crow flies". */
  label: string;
}

export interface JobMapProps {
  job: MapPoint | null;
  provider: MapPoint | null;
  labels: { job: string; provider: string; map: string };
  className: string;
  /** MAP_TILE_URL from the run-time configuration; `none` draws the outline alone. */
  tileUrl: string;
  /** The route from provider to job, when there is one to draw. */
  line?: MapLine | null;
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
const lineStyle = ({ kind, label }: MapLine) =>
  new Style({
    stroke: new Stroke({
      color: '#0b5c4a',
      width: kind === 'road' ? 4 : 3,
      ...(kind === 'crow' ? { lineDash: [6, 6] } : {}),
    }),
    text: new Text({
      text: label,
      placement: 'line',
      font: '600 12px system-ui, sans-serif',
      fill: new Fill({ color: '#0b5c4a' }),
      stroke: new Stroke({ color: '#fff', width: 3 }),
    }),
  });

const toCoordinate = ({ lat, lng }: MapPoint) => fromLonLat([lng, lat]);

export default function JobMap({
  job,
  provider,
  labels,
  className,
  tileUrl,
  line = null,
  follow = 'job',
}: JobMapProps) {
  const target = useRef<HTMLElement>(null);
  const parts = useRef<{ map: OlMap; source: VectorSource } | null>(null);

  useEffect(() => {
    if (!target.current) return;
    injectStyles();
    const source = new VectorSource();
    const tiles = tileLayer(tileUrl);
    const map = new OlMap({
      target: target.current,
      layers: [
        outlineLayer(),
        ...(tiles ? [tiles] : []),
        new VectorLayer({ source, className: 'callout-map-route' }),
      ],
      // The tiles' credit is always shown in full (OpenStreetMap's usage policy).
      controls: defaultControls({ attribution: false, rotate: false }).extend(
        tiles ? [new Attribution({ collapsible: false })] : [],
      ),
      view: new View({ center: toCoordinate(mapView.defaultCentre), zoom: mapView.zoom }),
    });
    parts.current = { map, source };
    return () => {
      map.setTarget(undefined);
      parts.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    current.source.clear();
    if (line && line.coordinates.length >= 2) {
      const feature = new Feature(
        new LineString(line.coordinates.map(([lng, lat]) => fromLonLat([lng, lat]))),
      );
      feature.setStyle(lineStyle(line));
      current.source.addFeature(feature);
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
  }, [job, provider, labels.job, labels.provider, line, follow]);

  return (
    // A figure, not an image: OpenLayers puts its zoom buttons inside, and an image may hold no controls.
    <figure
      ref={target}
      className={className}
      aria-label={labels.map}
      data-markers={(job ? 1 : 0) + (provider ? 1 : 0)}
      data-provider-position={provider ? `${provider.lat},${provider.lng}` : undefined}
      data-line={line?.kind}
      style={{ height: mapView.heightPx, margin: 0 }}
    />
  );
}
