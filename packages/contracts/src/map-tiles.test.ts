import { describe, expect, it } from 'vitest';
import { isTileTemplate, openStreetMapTiles, tileAttribution, tileOrigin, tileUrl } from './map-tiles';

describe('map tile templates', () => {
  it('fills in the zoom and tile numbers', () => {
    expect(tileUrl(openStreetMapTiles, 12, 2046, 1362)).toBe(
      'https://tile.openstreetmap.org/12/2046/1362.png',
    );
    expect(tileUrl('http://127.0.0.1:9/t/{z}-{y}-{x}?k=1', 3, 4, 5)).toBe('http://127.0.0.1:9/t/3-5-4?k=1');
  });

  it('accepts only http(s) addresses with each of {z}, {x} and {y} once', () => {
    expect(isTileTemplate(openStreetMapTiles)).toBe(true);
    expect(isTileTemplate('https://tiles.example/{z}/{x}.png')).toBe(false);
    expect(isTileTemplate('https://tiles.example/{z}/{x}/{y}/{y}.png')).toBe(false);
    expect(isTileTemplate('javascript:{z}{x}{y}')).toBe(false);
    expect(isTileTemplate('none')).toBe(false);
  });

  it("names the tiles' origin for the CSP", () => {
    expect(tileOrigin(openStreetMapTiles)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('none')).toBeNull();
  });

  it("credits OpenStreetMap's contributors on its tiles, and any other host by name", () => {
    expect(tileAttribution(openStreetMapTiles)).toBe('© OpenStreetMap contributors');
    expect(tileAttribution('https://a.tiles.example.org/{z}/{x}/{y}.png')).toBe(
      'Map tiles: a.tiles.example.org',
    );
    expect(tileAttribution('none')).toBe('');
  });
});
