// Shell routes, declared once with their href builders.
const withNext = (path: string, next?: string) =>
  next ? `${path}?${new URLSearchParams({ next }).toString()}` : path;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  getStarted: { path: '/getstarted', getHref: () => '/getstarted' },
  howItWorks: { path: '/howitworks', getHref: () => '/howitworks' },
  about: { path: '/about', getHref: () => '/about' },
  services: { path: '/services', getHref: () => '/services' },
  help: { path: '/help', getHref: () => '/help' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  guarantee: { path: '/guarantee', getHref: () => '/guarantee' },
  reviewPolicy: { path: '/review-policy', getHref: () => '/review-policy' },
  complaints: { path: '/complaints', getHref: () => '/complaints' },
  // Demo mode only (routes.tsx): every shared component in both themes.
  styleguide: { path: '/styleguide', getHref: () => '/styleguide' },
  // `next` is where a visitor stopped by the route guard was going; login sends them back there.
  login: { path: '/login', getHref: (next?: string) => withNext('/login', next) },
  register: { path: '/register', getHref: () => '/register' },
  // Recovery ends with a link to the matching login, so it carries who is recovering.
  recover: {
    path: '/recover',
    getHref: (as?: 'provider') => (as ? `/recover?as=${as}` : '/recover'),
  },
  join: { path: '/join', getHref: () => '/join' },
  providerLogin: { path: '/provider/login', getHref: (next?: string) => withNext('/provider/login', next) },
  // The operator console (mf-ops) signs its people in here, in the shell, so nobody else loads its code.
  opsLogin: { path: '/ops/login', getHref: (next?: string) => withNext('/ops/login', next) },
  exit: { path: '/exit', getHref: () => '/exit' },
  providerExit: { path: '/provider/exit', getHref: () => '/provider/exit' },
  dashboard: { getHref: () => '/dashboard' },
  providerHome: { getHref: () => '/provider' },
  opsHome: { getHref: () => '/ops' },
  bookingStart: { getHref: () => '/service/location' },
  /** The booking flow for one category: the location step, with the category already chosen. */
  bookCategory: {
    getHref: (category: string) => `/service/location?${new URLSearchParams({ category }).toString()}`,
  },
  negotiate: { getHref: () => '/service/negotiate' },
} as const;
