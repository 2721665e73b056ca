import { describe, expect, it } from 'vitest';
import { pageImportsOfRoutes } from './route-preload';

describe('the page each route shows, read from a module route table', () => {
  it('finds the lazy import in the route entry, over one line or several', () => {
    const source = `const pages = {
  '/orders': lazy(() =>
    import('../features/orders-list/components/orders-page').then((m) => ({ default: m.OrdersPage })),
  ),
  '/details/:id': modulePage(() => import('./order-details-page')),
};
`;
    expect(pageImportsOfRoutes(source, ['/orders', '/details/:id'])).toEqual(
      new Map([
        ['/orders', '../features/orders-list/components/orders-page'],
        ['/details/:id', './order-details-page'],
      ]),
    );
  });

  it('follows an entry that names a constant, and leaves out a route without a lazy page', () => {
    const source = `const HomePage = lazy(async () => ({
  default: (await import('../features/home/components/home-page')).HomePage,
}));
const ProfilePage = modulePage(() => import('../features/profile/components/profile-page'));

function PaymentWithoutOrder() {
  return <Navigate to="/" replace />;
}

const screens = {
  '/ops': HomePage,
  '/profile': ProfilePage,
  '/support': { Screen: HomePage, accountType: 'user' },
  '/service/payments': PaymentWithoutOrder,
};
`;
    expect(pageImportsOfRoutes(source, ['/ops', '/profile', '/support', '/service/payments', '/x'])).toEqual(
      new Map([
        ['/ops', '../features/home/components/home-page'],
        ['/profile', '../features/profile/components/profile-page'],
        ['/support', '../features/home/components/home-page'],
      ]),
    );
  });

  it('does not take a longer route for a shorter one', () => {
    const source = `const pages = {
  '/service/payments/:id': modulePage(() => import('./payment-page')),
};
`;
    expect(pageImportsOfRoutes(source, ['/service/payments'])).toEqual(new Map());
  });
});
