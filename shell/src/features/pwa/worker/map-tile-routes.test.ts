import { describe, expect, it } from 'vitest';
import { isMapTile } from './map-tile-routes';

describe('map tiles the worker keeps', () => {
  it('are /{z}/{x}/{y} images of any tile host', () => {
    expect(isMapTile(new URL('https://tile.openstreetmap.org/12/2046/1362.png'))).toBe(true);
    expect(isMapTile(new URL('http://127.0.0.1:9301/tiles/7/63/42@2x.webp'))).toBe(true);
  });

  it('are never API answers, pages or other pictures', () => {
    expect(isMapTile(new URL('https://callout.test/api/images/1/2/3.png'))).toBe(false);
    expect(isMapTile(new URL('https://callout.test/orders/12'))).toBe(false);
    expect(isMapTile(new URL('https://callout.test/icons/192.png'))).toBe(false);
  });
});
