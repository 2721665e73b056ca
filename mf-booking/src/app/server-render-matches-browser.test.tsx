// The server's rendering of a page is swapped for the page the browser renders: with the same data, both
// must be the same markup, or the swap shows; and the browser, hydrated from the rendered queries, must show
// it without asking again.
import 'fake-indexeddb/auto';
import { readPushDeviceState } from '@callout/module-kit/push/device-state';
import { fakePushBrowser, removeFakePushBrowser } from '@callout/module-kit/push/testing';
import { type DehydratedState, hydrate } from '@callout/query';
import { renderedQueriesId } from '@callout/query/server';
import { createTestQueryClient } from '@callout/query/testing';
import { comparableMarkup } from '@callout/ui/comparable-markup';
import { apiBaseUrl, okReply, serverFetch } from '@callout/ui/testing/server-fetch';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import DashboardPage from '../features/dashboard/components/dashboard-page';
import OrderConfirmationPage from '../features/payment/components/order-confirmation-page';
import PaymentPage from '../features/payment/components/payment-page';
import ProfilePage from '../features/profile/components/profile-page';
import SavedLocationsPage from '../features/saved/components/saved-locations-page';
import SavedProvidersPage from '../features/saved/components/saved-providers-page';
import { paymentIntent, profileData, savedLocations, savedProviders } from '../testing/account-data';
import { dashboardData } from '../testing/dashboard-data';
import { fakeApi, ok, renderRoutes } from '../testing/test-utils';
import { renderPage } from './server-render';

/** The queries a rendered page carries, as the shell reads them from its script element. */
function renderedQueries(html: string): DehydratedState {
  const page = Object.assign(document.createElement('div'), { innerHTML: html });
  return JSON.parse(page.querySelector(`#${renderedQueriesId}`)?.textContent ?? 'null') as DehydratedState;
}

describe("mf-booking's rendered pages", () => {
  it('render the dashboard as the browser renders it once its data has loaded', async () => {
    const fetch = serverFetch({ dashboard: okReply(dashboardData) });
    const rendered = await renderPage({ url: '/dashboard', config: {}, apiBaseUrl, fetch });

    fakeApi({ 'GET /api/dashboard': () => ok(dashboardData) });
    const { container } = renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard');
    await screen.findByRole('heading', { name: 'Welcome Ada' });

    expect(rendered).not.toBeNull();
    expect(comparableMarkup(rendered?.html ?? '')).toBe(comparableMarkup(container));
  });

  it('hydrate the browser with the dashboard, which it then shows at once without a request', async () => {
    const fetch = serverFetch({ dashboard: okReply(dashboardData) });
    const rendered = await renderPage({ url: '/dashboard', config: {}, apiBaseUrl, fetch });
    const client = createTestQueryClient();
    hydrate(client, renderedQueries(rendered?.html ?? ''));

    const api = fakeApi({ 'GET /api/dashboard': () => ok(dashboardData) });
    const { container } = renderRoutes(
      [{ path: '/dashboard', element: <DashboardPage /> }],
      '/dashboard',
      client,
    );

    expect(screen.getByRole('heading', { name: 'Welcome Ada' })).toBeTruthy();
    expect(comparableMarkup(rendered?.html ?? '')).toBe(comparableMarkup(container));
    expect(api.calls).toEqual([]);
  });

  // Each: the page's route and address, its API call as the server and as the browser name it, the data,
  // and a text the loaded page shows.
  const accountPages: [string, string, ReactElement, string, string, unknown, string][] = [
    ['/profile', '/profile', <ProfilePage />, 'profile', 'GET /api/profile', profileData, 'Ada Lovelace'],
    [
      '/edit-profile',
      '/edit-profile',
      <ProfilePage />,
      'profile',
      'GET /api/profile',
      profileData,
      'Ada Lovelace',
    ],
    [
      '/profile/locations',
      '/profile/locations',
      <SavedLocationsPage />,
      'savedlocations?search=',
      'GET /api/savedlocations',
      savedLocations,
      'E1 6AN',
    ],
    [
      '/profile/providers',
      '/profile/providers',
      <SavedProvidersPage />,
      'savedproviders?search=',
      'GET /api/savedproviders',
      savedProviders,
      'Amara Okafor',
    ],
    [
      '/service/payments/:id',
      '/service/payments/ORD-1',
      <PaymentPage />,
      'paymentintent?orderid=ORD-1',
      'GET /api/paymentintent',
      paymentIntent(),
      'Order total: £150.00',
    ],
  ];

  for (const [path, url, element, served, asked, data, text] of accountPages) {
    it(`render ${url} as the browser renders it from the rendered queries`, async () => {
      const fetch = serverFetch({ [served]: okReply(data) });
      const rendered = await renderPage({ url, config: {}, apiBaseUrl, fetch });
      const client = createTestQueryClient();
      hydrate(client, renderedQueries(rendered?.html ?? ''));

      fakeApi({ [asked]: () => ok(data) });
      const { container } = renderRoutes([{ path, element }], url, client);
      await screen.findAllByText(text);

      expect(rendered).not.toBeNull();
      expect(comparableMarkup(rendered?.html ?? '')).toBe(comparableMarkup(container));
    });
  }

  it('render the order confirmation’s wait as the browser renders it while it confirms', async () => {
    const url = '/service/orderconfirmation/ORD-1';
    const rendered = await renderPage({ url, config: {}, apiBaseUrl, fetch: serverFetch({}) });

    fakeApi({ 'GET /api/confirmpayment': () => new Promise<Response>(() => {}) });
    const { container } = renderRoutes(
      [{ path: '/service/orderconfirmation/:id', element: <OrderConfirmationPage /> }],
      url,
    );
    await screen.findByText('Please wait while we confirm your order…');

    expect(rendered).not.toBeNull();
    expect(comparableMarkup(rendered?.html ?? '')).toBe(comparableMarkup(container));
  });

  it('render the offer of pushes as the browser does on a device whose pushes are off', async () => {
    fakePushBrowser({ permission: 'default' });
    try {
      // The cookie the browser keeps once it has read its pushes (as every page does when it starts).
      await readPushDeviceState();
      const cookies = Object.fromEntries(document.cookie.split('; ').map((pair) => pair.split('=')));
      const url = '/service/orderconfirmation/ORD-1';
      const rendered = await renderPage({ url, config: {}, apiBaseUrl, fetch: serverFetch({}), cookies });

      fakeApi({ 'GET /api/confirmpayment': () => new Promise<Response>(() => {}) });
      const { container } = renderRoutes(
        [{ path: '/service/orderconfirmation/:id', element: <OrderConfirmationPage /> }],
        url,
      );
      await screen.findByText('Please wait while we confirm your order…');

      expect(rendered?.html).toContain('push-offer');
      expect(comparableMarkup(rendered?.html ?? '')).toBe(comparableMarkup(container));
    } finally {
      removeFakePushBrowser();
    }
  });
});
