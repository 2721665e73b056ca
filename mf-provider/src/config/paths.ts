// Every path this module serves or links to, declared once with its href builder. React-free, so the
// descriptor (published as module.json) can use it too.
const withId = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}`;

export const paths = {
  home: { path: '/provider', getHref: () => '/provider' },
  profile: { path: '/provider/profile', getHref: () => '/provider/profile' },
  services: { path: '/provider/services', getHref: () => '/provider/services' },
  verification: { path: '/provider/verification', getHref: () => '/provider/verification' },
  requests: { path: '/provider/requests', getHref: () => '/provider/requests' },
  schedules: { path: '/provider/schedules', getHref: () => '/provider/schedules' },
  earnings: { path: '/provider/earnings', getHref: () => '/provider/earnings' },
  settings: { path: '/provider/settings', getHref: () => '/provider/settings' },
  credentials: { path: '/provider/credentials', getHref: () => '/provider/credentials' },
  // Served by the shell and other modules; this module only links to them.
  site: { getHref: () => '/' },
  orderDetails: { getHref: withId('/provider/details') },
  support: { getHref: () => '/provider/support' },
  exit: { getHref: () => '/provider/exit' },
} as const;
