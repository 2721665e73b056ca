import { readFileSync } from 'node:fs';
import { parseAst, transformWithEsbuild } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageImportsOfRoutes, textFilesOf } from './route-preload';

type Program = Parameters<typeof pageImportsOfRoutes>[0];
const tableOf = (source: string) => parseAst(source) as unknown as Program;

describe('the page each route shows, read from the syntax tree of a module route table', () => {
  it('finds the lazy import in the route entry, over one line or several', () => {
    const table = tableOf(`const pages = {
  '/orders': lazy(() =>
    import('../features/orders-list/components/orders-page').then((m) => ({ default: m.OrdersPage })),
  ),
  "/details/:id": modulePage(() => import('./order-details-page')),
};
`);
    expect(pageImportsOfRoutes(table, ['/orders', '/details/:id'])).toEqual(
      new Map([
        ['/orders', '../features/orders-list/components/orders-page'],
        ['/details/:id', './order-details-page'],
      ]),
    );
  });

  it('follows an entry that names a constant, and leaves out a route without a lazy page', () => {
    const table = tableOf(`const HomePage = lazy(async () => ({
  default: (await import('../features/home/components/home-page')).HomePage,
}));
export const ProfilePage = modulePage(() => import('../features/profile/components/profile-page'));

function PaymentWithoutOrder() {
  return null;
}

const screens = {
  '/ops': HomePage,
  '/profile': ProfilePage,
  '/support': { Screen: HomePage, accountType: 'user' },
  '/service/payments': PaymentWithoutOrder,
};
`);
    expect(pageImportsOfRoutes(table, ['/ops', '/profile', '/support', '/service/payments', '/x'])).toEqual(
      new Map([
        ['/ops', '../features/home/components/home-page'],
        ['/profile', '../features/profile/components/profile-page'],
        ['/support', '../features/home/components/home-page'],
      ]),
    );
  });

  it('does not take a longer route for a shorter one, nor a key that only names a field', () => {
    const table = tableOf(`const HomePage = lazy(() => import('./home-page'));
const pages = {
  '/service/payments/:id': modulePage(() => import('./payment-page')),
  '/help': { HomePage: 1 },
};
`);
    expect(pageImportsOfRoutes(table, ['/service/payments', '/help'])).toEqual(new Map());
  });

  it('finds every page of a real route table as the build compiles it, the lazy texts beside them left out', async () => {
    const path = new URL('../../../mf-booking/src/app/routes.tsx', import.meta.url);
    const compiled = await transformWithEsbuild(readFileSync(path, 'utf8'), path.pathname, {
      loader: 'tsx',
      jsx: 'automatic',
    });
    const pages = pageImportsOfRoutes(tableOf(compiled.code), [
      '/dashboard',
      '/profile',
      '/service/negotiate',
      '/service/payments',
    ]);
    expect(pages).toEqual(
      new Map([
        ['/dashboard', '../features/dashboard/components/dashboard-page'],
        ['/profile', '../features/profile/components/profile-page'],
        ['/service/negotiate', '../features/negotiate/components/negotiate-page'],
      ]),
    );
  });
});

describe("a module's texts by language", () => {
  const chunk = (fileName: string, facadeModuleId: string | null) =>
    ({ type: 'chunk', fileName, facadeModuleId }) as Parameters<typeof textFilesOf>[0][number];
  it("lists each language's files of the namespace and its pages, and no other namespace's", () => {
    const chunks = [
      chunk('assets/booking-a.js', '/r/packages/i18n/src/locales/en-GB/booking.json'),
      chunk('assets/booking-b.js', '/r/packages/i18n/src/locales/pl-PL/booking.json'),
      chunk('assets/booking-pages-c.js', '/r/packages/i18n/src/locales/pl-PL/booking-pages.json'),
      chunk('assets/orders-d.js', '/r/packages/i18n/src/locales/pl-PL/orders.json'),
      chunk('assets/page-e.js', '/r/mf-booking/src/features/dashboard/dashboard-page.tsx'),
      chunk('assets/shared-f.js', null),
    ];
    expect(textFilesOf(chunks, 'booking')).toEqual({
      'en-GB': ['assets/booking-a.js'],
      'pl-PL': ['assets/booking-b.js', 'assets/booking-pages-c.js'],
    });
    expect(textFilesOf(chunks, 'support')).toEqual({});
  });
});
