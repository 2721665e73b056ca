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
  /** The provider's repeat bookings, to pause, resume or end. */
  series: { path: '/provider/series', getHref: () => '/provider/series' },
  earnings: { path: '/provider/earnings', getHref: () => '/provider/earnings' },
  settings: { path: '/provider/settings', getHref: () => '/provider/settings' },
  credentials: { path: '/provider/credentials', getHref: () => '/provider/credentials' },
  taxDetails: { path: '/provider/taxdetails', getHref: () => '/provider/taxdetails' },
  /** What was reported to HMRC for a year (`?year=`, as the statement mail links it; last year without). */
  taxStatement: { path: '/provider/taxstatement', getHref: () => '/provider/taxstatement' },
  // Served by the shell and other modules; this module only links to them.
  site: { getHref: () => '/' },
  orderDetails: { getHref: withId('/provider/details') },
  support: { getHref: () => '/provider/support' },
  exit: { getHref: () => '/provider/exit' },
} as const;
