import type { IconName } from '@callout/ui/icon';

// The seven service types the marketing pages show, in the spec's order. `category` is the catalogue's name
// for it, which a tile's link gives the booking flow (`?category=`) in any language the page is shown in.
export const serviceTypes = [
  { key: 'handyman', category: 'Handyman', icon: 'wrench', featured: true },
  { key: 'cleaning', category: 'Cleaning', icon: 'sparkle', featured: true },
  { key: 'carpentry', category: 'Carpentry', icon: 'hammer', featured: true },
  { key: 'plumbing', category: 'Plumbing', icon: 'droplet', featured: true },
  { key: 'car-hire', category: 'Car Hires', icon: 'car', featured: true },
  { key: 'electrical', category: 'Electricals', icon: 'bolt', featured: true },
  { key: 'car-wash', category: 'Car Wash', icon: 'bubbles', featured: false },
] as const satisfies readonly { key: string; category: string; icon: IconName; featured: boolean }[];

export type ServiceTypeKey = (typeof serviceTypes)[number]['key'];
