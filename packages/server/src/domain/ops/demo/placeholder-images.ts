// Demo pictures drawn in-house as small SVGs, so the demo needs no image files and works offline:
// a rounded tile with a gradient in the category's colour and a bold line icon on a white disc, in the
// language of the home page's icons (packages/ui/src/icon.tsx: a 24-unit grid, round 1.8 strokes). No text:
// the name is always written next to the picture, which is decorative (alt="").
import { avatarSvg as generatedAvatar, initialsOf } from '@callout/contracts/avatar-art';

/** Line icons on a 24 x 24 grid. The first seven are the home page's service icons. */
export const illustrationIcons = {
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  hammer: 'M14 4l6 6-2 2-2-2-9 9-3-3 9-9-2-2z',
  droplet: 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z',
  car: 'M3 13l2-5a2 2 0 0 1 1.9-1.4h10.2A2 2 0 0 1 19 8l2 5v5h-3v-2H6v2H3zM3 13h18M7 16h.01M17 16h.01',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  bubbles:
    'M4 14a4 4 0 1 0 8 0 4 4 0 1 0-8 0M13 8a3 3 0 1 0 6 0 3 3 0 1 0-6 0M15 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  flatPack: 'M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8M8 6l8 4',
  tv: 'M3 5h18v12H3zM9 21h6M12 17v4M7 2l5 3 5-3',
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  key: 'M3 15a4 4 0 1 0 8 0 4 4 0 1 0-8 0M10 12l9-9M16 6l3 3M14 8l2 2',
  building: 'M5 21V4h10v17M15 9h4v12M3 21h18M8 8h4M8 12h4M8 16h4',
  spray: 'M7 11h8v10H7zM9 11V7h4v4M13 8h4l1 2M20 5h.01M21 9h.01M20 13h.01',
  door: 'M6 21V3h12v18M3 21h18M14 12h.01',
  shelves: 'M4 3v18M20 3v18M4 9h16M4 15h16M7 9V6h3v3M13 15v-3h4v3',
  pipe: 'M3 7h10a4 4 0 0 1 4 4v10M3 11h8a2 2 0 0 1 2 2v8M2 5v8M11 21h8',
  plunger: 'M12 3v9M7 16a5 4 0 0 1 10 0v2H7zM5 21h14',
  tap: 'M3 10h10a4 4 0 0 1 4 4v1M7 6h6M10 6v4M3 8v4M17 18v.01M17 21v.01',
  washer: 'M5 3h14v18H5zM5 7h14M8 5h.01M11 5h.01M8.5 14a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0',
  suv: 'M2 16v-6l3-4h10l4 4h2a1 1 0 0 1 1 1v5M2 16h3M9 16h6M19 16h3M5 10h14M5 16a2 2 0 1 0 4 0 2 2 0 1 0-4 0M15 16a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  van: 'M2 5h12v11H2zM14 9h4l4 4v3h-3M14 16h1M4 18a2 2 0 1 0 4 0 2 2 0 1 0-4 0M15 18a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3z',
  socket: 'M4 4h16v16H4zM12 7v3M8 13h3M13 13h3',
  shieldCheck: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  sponge:
    'M4 11h16v9H4zM4 15h16M7 6a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M13 4a1 1 0 1 0 2 0 1 1 0 1 0-2 0M17 7a1 1 0 1 0 2 0 1 1 0 1 0-2 0',
  seat: 'M8 3h5a2 2 0 0 1 2 2l-1 8H8L7 5a2 2 0 0 1 1-2zM6 13h11l1 4H5zM8 17v4M15 17v4',
} as const;

export type IllustrationIcon = keyof typeof illustrationIcons;

/** The icon of each demo category, specific and product, by name; a name not listed takes its category's. */
export const demoIllustrationIcons: Readonly<Record<string, IllustrationIcon>> = {
  // Categories, as on the home page.
  Handyman: 'wrench',
  Cleaning: 'sparkle',
  Carpentry: 'hammer',
  Plumbing: 'droplet',
  'Car Hires': 'car',
  Electricals: 'bolt',
  'Car Wash': 'bubbles',
  // Specifics.
  Domestic: 'home',
  'End of Tenancy': 'key',
  Office: 'building',
  Repairs: 'wrench',
  Installation: 'pipe',
  Saloon: 'car',
  SUV: 'suv',
  Van: 'van',
  Exterior: 'bubbles',
  'Full Valet': 'sparkle',
  // Products.
  'Furniture assembly': 'flatPack',
  'TV wall mounting': 'tv',
  'General repairs': 'wrench',
  'Standard home clean': 'spray',
  'Deep clean': 'sparkle',
  'End of tenancy clean': 'key',
  'Office clean': 'building',
  'Door hanging': 'door',
  'Bespoke shelving': 'shelves',
  'Leak repair': 'droplet',
  'Drain unblocking': 'plunger',
  'Tap or toilet fitting': 'tap',
  'Washing machine plumbing': 'washer',
  'Saloon with driver': 'car',
  'SUV with driver': 'suv',
  'Man and van': 'van',
  'Light fitting': 'bulb',
  'Socket installation': 'socket',
  'Electrical safety check': 'shieldCheck',
  'Exterior hand wash': 'sponge',
  'Full valet': 'car',
  'Interior detailing': 'seat',
};

function mix(hex: string, toward: number, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(c + (toward - c) * amount),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A 320 x 200 tile (the size the dashboard shows; smaller places crop it around the centre, where the
 * icon is). `variant` turns the gradient, so products sharing an icon still differ.
 */
export function illustrationSvg(icon: IllustrationIcon, colour: string, variant = 0): string {
  const light = mix(colour, 255, 0.28);
  const dark = mix(colour, 0, 0.18);
  const ink = mix(colour, 0, 0.12);
  const turn = (variant % 4) * 90;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><defs><linearGradient id="bg" gradientTransform="rotate(${turn + 30} .5 .5)"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><rect width="320" height="200" rx="24" fill="url(#bg)"/><g fill="#fff" fill-opacity=".12"><circle cx="40" cy="30" r="56"/><circle cx="292" cy="178" r="72"/><circle cx="276" cy="34" r="14"/><circle cx="52" cy="168" r="9"/></g><circle cx="160" cy="104" r="72" fill="#000" fill-opacity=".12"/><circle cx="160" cy="100" r="72" fill="#fff"/><g transform="translate(118 58) scale(3.5)" fill="none" stroke="${ink}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${illustrationIcons[icon]}"/></g></svg>`;
}

/** The picture of a demo category, specific or product by name, in its category's colour. */
export function demoIllustration(
  name: string,
  category: { name: string; colour: string },
  variant = 0,
): string {
  const icon = demoIllustrationIcons[name] ?? demoIllustrationIcons[category.name] ?? 'sparkle';
  return illustrationSvg(icon, category.colour, variant);
}

/** A demo account's picture: the generated avatar any account without a photo gets, with its initials. */
export function avatarSvg(accountId: string, firstName: string, lastName: string): string {
  return generatedAvatar({ seed: accountId, initials: initialsOf(`${firstName} ${lastName}`) });
}

/**
 * Stable, URL-safe image ids derived from a name. Pictures are cached for good under their id, so the
 * in-house illustrations have ids of their own ("seed2-"): the first demo pictures were "seed-".
 */
export function seedImageId(kind: string, name: string, generation: 1 | 2 = 2): string {
  const prefix = generation === 1 ? 'seed' : 'seed2';
  return `${prefix}-${kind}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
