// The seven service types the marketing pages show, in the spec's order.
export const serviceTypes = [
  { key: 'handyman', icon: '🔧', featured: true },
  { key: 'cleaning', icon: '🧽', featured: true },
  { key: 'carpentry', icon: '🪚', featured: true },
  { key: 'plumbing', icon: '🚰', featured: true },
  { key: 'car-hire', icon: '🚗', featured: true },
  { key: 'electrical', icon: '💡', featured: true },
  { key: 'car-wash', icon: '🫧', featured: false },
] as const;

export type ServiceTypeKey = (typeof serviceTypes)[number]['key'];
