// The picture of an account without a photo: a deterministic pattern from its id, drawn as a small SVG,
// with the initials in white. The same id always gives the same picture, on the server (the demo accounts'
// seeded avatars) and in the browser (a provider who never uploaded one), without a request or a stored file.

/** Dark enough that white initials keep 4.5:1 everywhere, even where a pattern shape lightens them. */
export const avatarPalette = [
  '#0b5c4a',
  '#3a3f9e',
  '#8a2d5a',
  '#1f5f8b',
  '#6b3fa0',
  '#9a3b1b',
  '#28602b',
  '#7a4a00',
  '#4a5568',
  '#a1304a',
] as const;

/** How strongly the pattern's white shapes show over the background. */
export const avatarPatternOpacity = 0.16;

/** FNV-1a: small, stable across runtimes, and spreads similar ids apart. */
export function avatarHash(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Up to two letters from a name ("Ada Lovelace" gives "AL"); empty when the name has none. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word)[0] ?? '')
    .filter((letter) => /\p{L}|\p{N}/u.test(letter));
  const picked = letters.length > 2 ? [letters[0], letters.at(-1)] : letters;
  return picked.join('').toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface AvatarDesign {
  /** The two background colours of the gradient, from the palette. */
  colours: [string, string];
  /** 0 circles, 1 rounded squares, 2 diamonds. */
  shape: 0 | 1 | 2;
  /** Which cells of the left half of a 4 x 4 grid hold a shape (mirrored onto the right half). */
  cells: boolean[];
}

export function avatarDesign(seed: string): AvatarDesign {
  const hash = avatarHash(seed || '?');
  const count = avatarPalette.length;
  const first = hash % count;
  // A second colour near the first on the wheel of the palette, so the gradient stays calm.
  const second = (first + 1 + ((hash >>> 8) % 3)) % count;
  const cells = Array.from({ length: 8 }, (_, index) => ((hash >>> (12 + index)) & 1) === 1);
  // Never an empty pattern: that would be the flat disc this replaces.
  if (!cells.some(Boolean)) cells[(hash >>> 4) % 8] = true;
  return {
    colours: [avatarPalette[first] ?? '#0b5c4a', avatarPalette[second] ?? '#3a3f9e'],
    shape: ((hash >>> 20) % 3) as 0 | 1 | 2,
    cells,
  };
}

function shapeAt(shape: AvatarDesign['shape'], x: number, y: number, size: number): string {
  const half = size / 2;
  if (shape === 0) return `<circle cx="${x + half}" cy="${y + half}" r="${half * 0.8}"/>`;
  if (shape === 1) return `<rect x="${x + 2}" y="${y + 2}" width="${size - 4}" height="${size - 4}" rx="5"/>`;
  return `<path d="M${x + half} ${y + 1}L${x + size - 1} ${y + half}L${x + half} ${y + size - 1}L${x + 1} ${y + half}z"/>`;
}

/** The SVG text of an avatar: 96 x 96, round, with the initials when given. */
export function avatarSvg({ seed, initials = '' }: { seed: string; initials?: string }): string {
  const { colours, shape, cells } = avatarDesign(seed);
  const cell = 24;
  const shapes: string[] = [];
  cells.forEach((filled, index) => {
    if (!filled) return;
    const column = index % 2;
    const row = Math.floor(index / 2);
    shapes.push(shapeAt(shape, column * cell, row * cell, cell));
    shapes.push(shapeAt(shape, (3 - column) * cell, row * cell, cell));
  });
  const text = initials
    ? `<text x="48" y="48" dy="0.35em" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials.slice(0, 2))}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath></defs><g clip-path="url(#c)"><rect width="96" height="96" fill="url(#g)"/><g fill="#fff" fill-opacity="${avatarPatternOpacity}">${shapes.join('')}</g></g>${text}</svg>`;
}

/** The avatar as an address for an img element (no request: the picture is in the address). */
export function avatarDataUri(options: { seed: string; initials?: string }): string {
  return `data:image/svg+xml,${encodeURIComponent(avatarSvg(options))}`;
}

// WCAG 2 relative luminance and contrast, so tests can prove the initials stay readable.
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** A colour with white laid over it at the given opacity, as #rrggbb. */
export function overWhite(hex: string, opacity: number): string {
  const mixed = rgb(hex).map((c) => Math.round(c + (255 - c) * opacity));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = rgb(hex).map(channel) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}
