// The maps' base tiles: an XYZ template such as OpenStreetMap's, shared by the server (which
// checks MAP_TILE_URL and allows its host in the page's CSP) and the map (which fills it in per tile).

export const openStreetMapTiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's tile usage policy asks for this credit on every map that shows its tiles. */
export const openStreetMapAttribution = '© OpenStreetMap contributors';
/** MAP_TILE_URL's word for "no tiles": the map draws only its shipped outline. */
export const noTiles = 'none';

/** An http(s) address holding {z}, {x} and {y} once each. */
export function isTileTemplate(template: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => template.split(part).length === 2)) return false;
  try {
    const url = new URL(template.replace(/\{[zxy]\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The address of one tile. */
export const tileUrl = (template: string, z: number, x: number, y: number) =>
  template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

/** The origin the tiles come from, for the CSP; null when there are none. */
export function tileOrigin(template: string): string | null {
  return isTileTemplate(template) ? new URL(tileUrl(template, 0, 0, 0)).origin : null;
}

/** The credit shown on the map: OpenStreetMap's for its own tiles, the tile host's name otherwise. */
export function tileAttribution(template: string): string {
  const origin = tileOrigin(template);
  if (!origin) return '';
  const host = new URL(origin).hostname;
  return host === 'openstreetmap.org' || host.endsWith('.openstreetmap.org')
    ? openStreetMapAttribution
    : `Map tiles: ${host}`;
}
