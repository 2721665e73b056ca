// The console's sections, in the order the side navigation and the home page list them. A section's page
// is a route of the descriptor; its label is `sections.<key>.title` in the ops namespace.
export const sections = [
  { key: 'support', to: '/ops/support' },
  { key: 'reviews', to: '/ops/reviews' },
  { key: 'credentials', to: '/ops/credentials' },
  { key: 'disputes', to: '/ops/disputes' },
  { key: 'catalogue', to: '/ops/catalogue' },
  { key: 'promotions', to: '/ops/promotions' },
  { key: 'accounts', to: '/ops/accounts' },
  { key: 'orders', to: '/ops/orders' },
  { key: 'audit', to: '/ops/audit' },
  { key: 'dataRequests', to: '/ops/data-requests' },
  { key: 'hmrc', to: '/ops/hmrc' },
  { key: 'releases', to: '/ops/releases' },
] as const;

export type SectionKey = (typeof sections)[number]['key'];
