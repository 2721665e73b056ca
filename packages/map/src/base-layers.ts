// What the map draws under its markers: the shipped outline of the UK with postcode-area letters, always
// (so the map is never blank offline, with tiles blocked, or in tests), and the tiles of MAP_TILE_URL over
// it when they load. Tiles load only for the view on screen (no preloading: OpenStreetMap's usage policy).
import { isTileTemplate, tileAttribution } from '@callout/contracts/map-tiles';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Fill, Stroke, Style, Text } from 'ol/style';
import { postcodeAreaLabels } from './postcode-area-labels';
import { ukOutline } from './uk-outline';

const landStyle = new Style({
  fill: new Fill({ color: '#e8efe6' }),
  stroke: new Stroke({ color: '#8aa39b', width: 1 }),
});
const areaStyle = (area: string) =>
  new Style({
    text: new Text({
      text: area,
      font: '600 11px system-ui, sans-serif',
      fill: new Fill({ color: '#5b6b66' }),
    }),
  });

/** The land and the area letters; letters that would overlap are left out at low zoom (declutter). */
export function outlineLayer(): VectorLayer<VectorSource> {
  const land = ukOutline.map((ring) => {
    const feature = new Feature(new Polygon([ring.map(([lng, lat]) => fromLonLat([lng, lat]))]));
    feature.setStyle(landStyle);
    return feature;
  });
  const letters = postcodeAreaLabels.map(([area, lng, lat]) => {
    const feature = new Feature(new Point(fromLonLat([lng, lat])));
    feature.setStyle(areaStyle(area));
    return feature;
  });
  return new VectorLayer({
    source: new VectorSource({ features: [...land, ...letters] }),
    declutter: true,
    className: 'callout-map-outline',
  });
}

/**
 * The tile layer, or null without a usable template (`none`). CORS mode (`crossOrigin`), so the service
 * worker can keep the tiles as readable answers rather than opaque ones (which count megabytes each
 * against the storage quota); the page's Referrer-Policy sends its origin as the Referer.
 */
export function tileLayer(template: string): TileLayer<XYZ> | null {
  if (!isTileTemplate(template)) return null;
  return new TileLayer({
    source: new XYZ({
      url: template,
      crossOrigin: 'anonymous',
      attributions: tileAttribution(template),
      attributionsCollapsible: false,
      maxZoom: 19,
    }),
    preload: 0,
    className: 'callout-map-tiles',
  });
}
