// The job-and-provider map (OpenLayers; import it lazily so `ol` stays in its own chunk): the base map
// (base-layers.ts), the two markers and the driving route between them, or the straight line "as the crow
// flies" when there is no route. The view fits both markers, and their labels never cover each other
// (framing.ts). The same facts are said in words beside the map (route-summary.tsx).
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
import {
  frame,
  type LabelBox,
  type LabelPlace,
  labelHeightPx,
  labelPlaces,
  type MapXy,
  placeLabels,
  screenPixel,
} from './framing';

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
}

function injectStyles() {
  if (document.getElementById('callout-ol-styles')) return;
  const style = document.createElement('style');
  style.id = 'callout-ol-styles';
  style.textContent = olStyles;
  document.head.append(style);
}

const labelFont = '600 12px system-ui, sans-serif';

/** How wide `label` is drawn, in pixels (an estimate where the page cannot measure text). */
function labelWidth(label: string): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return label.length * 8;
  context.font = labelFont;
  return Math.ceil(context.measureText(label).width);
}

// Markers and their labels are always drawn (obstacles); the route's label gives way to them.
const markerStyle = (colour: string, label: string, place: LabelPlace) =>
  new Style({
    image: new Circle({
      radius: 8,
      fill: new Fill({ color: colour }),
      stroke: new Stroke({ color: '#fff', width: 2 }),
      declutterMode: 'obstacle',
    }),
    text: new Text({
      text: label,
      offsetY: place.offsetY,
      font: labelFont,
      fill: new Fill({ color: '#1b1f23' }),
      stroke: new Stroke({ color: '#fff', width: 3 }),
      declutterMode: 'obstacle',
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
      font: labelFont,
      fill: new Fill({ color: '#0b5c4a' }),
      stroke: new Stroke({ color: '#fff', width: 3 }),
    }),
  });

const toCoordinate = ({ lat, lng }: MapPoint) => fromLonLat([lng, lat]);

interface Marker {
  at: MapXy;
  width: number;
  styles: Record<LabelPlace['side'], Style>;
}

function marker(point: MapPoint, colour: string, label: string): Marker {
  const width = labelWidth(label);
  return {
    at: toCoordinate(point) as unknown as MapXy,
    width,
    styles: {
      above: markerStyle(colour, label, labelPlaces.above),
      below: markerStyle(colour, label, labelPlaces.below),
    },
  };
}

/** Each marker's style at a resolution: where its label goes depends on where the other marker is drawn. */
function markerFeatures(markers: Marker[]): Feature[] {
  return markers.map((one, index) => {
    const feature = new Feature(new Point([...one.at]));
    feature.setStyle((_, resolution) => {
      const other = markers[1 - index];
      if (!other) return one.styles.above;
      const places = placeLabels(
        { pixel: screenPixel(one.at, resolution), width: one.width },
        { pixel: screenPixel(other.at, resolution), width: other.width },
      );
      return one.styles[places[0].side];
    });
    return feature;
  });
}

/** Each label's box as drawn, in pixels from the map's top left (centre, width and height). */
function drawnLabels(map: OlMap, shown: Marker[], resolution: number): LabelBox[] {
  const [first, second] = shown.map((one) => ({ pixel: screenPixel(one.at, resolution), width: one.width }));
  const places = first && second ? placeLabels(first, second) : [labelPlaces.above];
  return shown.map((one, index) => {
    const [x = 0, y = 0] = map.getPixelFromCoordinate([...one.at]) ?? [];
    return {
      x,
      y: y + (places[index] ?? labelPlaces.above).offsetY,
      width: one.width,
      height: labelHeightPx,
    };
  });
}

export default function JobMap({ job, provider, labels, className, tileUrl, line = null }: JobMapProps) {
  const target = useRef<HTMLElement>(null);
  const parts = useRef<{ map: OlMap; source: VectorSource; markers: VectorSource; shown: Marker[] } | null>(
    null,
  );

  useEffect(() => {
    if (!target.current) return;
    injectStyles();
    const source = new VectorSource();
    const markers = new VectorSource();
    const tiles = tileLayer(tileUrl);
    const map = new OlMap({
      target: target.current,
      layers: [
        outlineLayer(),
        ...(tiles ? [tiles] : []),
        // One declutter group: the route's label is left out where it would cover a marker or its label.
        new VectorLayer({ source, className: 'callout-map-route', declutter: 'job-map' }),
        new VectorLayer({ source: markers, className: 'callout-map-markers', declutter: 'job-map' }),
      ],
      // The tiles' credit is always shown in full (OpenStreetMap's usage policy).
      controls: defaultControls({ attribution: false, rotate: false }).extend(
        tiles ? [new Attribution({ collapsible: false })] : [],
      ),
      view: new View({ center: toCoordinate(mapView.defaultCentre), zoom: mapView.zoom }),
    });
    parts.current = { map, source, markers, shown: [] };
    // Where the labels were drawn, on the figure, so a journey can check they are apart and inside.
    map.on('rendercomplete', () => {
      const shown = parts.current?.shown ?? [];
      const resolution = map.getView().getResolution();
      if (!target.current || resolution === undefined) return;
      target.current.dataset.labels = JSON.stringify(drawnLabels(map, shown, resolution));
    });
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
    const shown = [
      job ? marker(job, '#0b5c4a', labels.job) : null,
      provider ? marker(provider, '#f2a516', labels.provider) : null,
    ].filter((one) => one !== null);
    current.shown = shown;
    current.markers.clear();
    current.markers.addFeatures(markerFeatures(shown));
    const view = current.map.getView();
    const size = current.map.getSize() ?? [target.current?.clientWidth ?? 0, mapView.heightPx];
    const framing = frame(
      shown.map((one) => one.at),
      [size[0] ?? 0, size[1] ?? mapView.heightPx],
    );
    if (framing) {
      view.setCenter([...framing.centre]);
      view.setResolution(framing.resolution);
    } else {
      view.setCenter(toCoordinate(mapView.defaultCentre));
      view.setZoom(mapView.zoom);
    }
  }, [job, provider, labels.job, labels.provider, line]);

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
