// Every path this module serves or links to, declared once with its href builder, per role: customers
// and providers have their own URLs for the same screens. React-free, like the descriptor.
import type { AccountType as SessionAccountType } from '@callout/api-client/session-storage';

/** The marketplace's own accounts; operators work in mf-ops. */
export type AccountType = Exclude<SessionAccountType, 'operator'>;

const withId = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}`;

interface RolePaths {
  list: { path: string; getHref: () => string };
  details: { path: string; getHref: (orderId: string) => string };
}

export const paths: Record<AccountType, RolePaths> & {
  /** The customer's printable receipt of an order whose payment was taken. */
  receipt: { path: string; getHref: (orderId: string) => string };
  payments: { getHref: (orderId: string) => string };
  negotiate: { getHref: () => string };
  providers: { getHref: () => string };
  bookAgain: { getHref: (orderId: string) => string };
} = {
  user: {
    list: { path: '/orders', getHref: () => '/orders' },
    details: { path: '/details/:id', getHref: withId('/details') },
  },
  provider: {
    list: { path: '/provider/orders', getHref: () => '/provider/orders' },
    details: { path: '/provider/details/:id', getHref: withId('/provider/details') },
  },
  receipt: { path: '/orders/:id/receipt', getHref: (id) => `/orders/${encodeURIComponent(id)}/receipt` },
  // Served by mf-booking; this module only links to them.
  payments: { getHref: withId('/service/payments') },
  negotiate: { getHref: () => '/service/negotiate' },
  providers: { getHref: () => '/service/providers' },
  /** The order booked again: its service, provider and address, at that provider's free windows. */
  bookAgain: { getHref: withId('/service/again') },
};
