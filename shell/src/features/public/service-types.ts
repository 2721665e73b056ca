import type { IconName } from '@callout/ui/icon';

// The seven service types the marketing pages show, in the spec's order.
export const serviceTypes = [
  { key: 'handyman', icon: 'wrench', featured: true },
  { key: 'cleaning', icon: 'sparkle', featured: true },
  { key: 'carpentry', icon: 'hammer', featured: true },
  { key: 'plumbing', icon: 'droplet', featured: true },
  { key: 'car-hire', icon: 'car', featured: true },
  { key: 'electrical', icon: 'bolt', featured: true },
  { key: 'car-wash', icon: 'bubbles', featured: false },
] as const satisfies readonly { key: string; icon: IconName; featured: boolean }[];

export type ServiceTypeKey = (typeof serviceTypes)[number]['key'];
