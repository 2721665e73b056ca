// Every path this module serves or links to, declared once with its href builder. React-free, so the
// descriptor (published as module.json) can use it too.
const withId = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}`;

export const paths = {
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  profile: { path: '/profile', getHref: () => '/profile' },
  editProfile: { path: '/edit-profile', getHref: () => '/edit-profile' },
  savedLocations: { path: '/profile/locations', getHref: () => '/profile/locations' },
  savedProviders: { path: '/profile/providers', getHref: () => '/profile/providers' },
  settings: { path: '/settings', getHref: () => '/settings' },
  location: { path: '/service/location', getHref: () => '/service/location' },
  category: { path: '/service/category', getHref: () => '/service/category' },
  specifics: { path: '/service/specifics', getHref: () => '/service/specifics' },
  choose: { path: '/service/choose', getHref: () => '/service/choose' },
  providers: { path: '/service/providers', getHref: () => '/service/providers' },
  negotiate: { path: '/service/negotiate', getHref: () => '/service/negotiate' },
  payments: { path: '/service/payments/:id', getHref: withId('/service/payments') },
  /** Without an order id the payment page has nothing to pay; this route only redirects. */
  paymentsWithoutId: { path: '/service/payments', getHref: () => '/service/payments' },
  orderConfirmation: {
    path: '/service/orderconfirmation/:id',
    getHref: withId('/service/orderconfirmation'),
  },
  /** Book a past order again: its product, provider and address, on to the provider's free windows. */
  bookAgain: { path: '/service/again/:id', getHref: withId('/service/again') },
  /** One repeat booking of the customer: its next visits, a visit that needs a choice, pause, resume, end. */
  series: { path: '/series/:id', getHref: withId('/series') },
  /** A provider's public profile: open to anyone, linked from every provider card and bid. */
  providerProfile: { path: '/providers/:id', getHref: withId('/providers') },
  // Served by the shell and other modules; this module only links to them.
  home: { getHref: () => '/' },
  getStarted: { getHref: () => '/getstarted' },
  orders: { getHref: () => '/orders' },
  orderDetails: { getHref: withId('/details') },
  support: { getHref: () => '/support' },
  help: { getHref: () => '/help' },
  exit: { getHref: () => '/exit' },
} as const;
