// The server's drawing of a page is swapped for the page the browser renders: with the same data, both
// must be the same markup, or the swap shows.
import 'fake-indexeddb/auto';
import { comparableMarkup } from '@callout/ui/comparable-markup';
import { apiBaseUrl, okReply, serverFetch } from '@callout/ui/testing/server-fetch';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DashboardPage from '../features/dashboard/components/dashboard-page';
import { dashboardData } from '../testing/dashboard-data';
import { fakeApi, ok, renderRoutes } from '../testing/test-utils';
import { renderPage } from './server-render';

describe("mf-booking's drawn pages", () => {
  it('draw the dashboard as the browser renders it once its data has loaded', async () => {
    const fetch = serverFetch({ dashboard: okReply(dashboardData) });
    const drawn = await renderPage({ url: '/dashboard', config: {}, apiBaseUrl, fetch });

    fakeApi({ 'GET /api/dashboard': () => ok(dashboardData) });
    const { container } = renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard');
    await screen.findByRole('heading', { name: 'Welcome Ada' });

    expect(drawn).not.toBeNull();
    expect(comparableMarkup(drawn?.html ?? '')).toBe(comparableMarkup(container));
  });
});
