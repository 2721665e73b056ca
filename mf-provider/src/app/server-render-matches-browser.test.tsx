// The server's rendering of a page is swapped for the page the browser renders: with the same data, both
// must be the same markup, or the swap shows; and the browser, hydrated from the rendered queries, must show
// it without asking again.
import { type DehydratedState, hydrate } from '@callout/query';
import { renderedQueriesId } from '@callout/query/server';
import { createTestQueryClient } from '@callout/query/testing';
import { comparableMarkup } from '@callout/ui/comparable-markup';
import { apiBaseUrl, okReply, serverFetch } from '@callout/ui/testing/server-fetch';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chart, order, profileData } from '../testing/profile-data';
import { fakeApi, ok, renderAt, renderRoutes } from '../testing/test-utils';
import DashboardPage from './pages/dashboard-page';
import { renderPage } from './server-render';

async function drawnAndRendered(profile: ReturnType<typeof profileData>, ready: () => Promise<unknown>) {
  const replies = { 'provider/profile': okReply(profile), 'provider/getorderschart': okReply(chart) };
  const drawn = await renderPage({ url: '/provider', config: {}, apiBaseUrl, fetch: serverFetch(replies) });

  fakeApi({
    'GET /api/provider/profile': () => ok(profile),
    'GET /api/provider/getorderschart': () => ok(chart),
  });
  const { container } = renderAt('/provider', <DashboardPage />);
  await ready();
  return { drawn: comparableMarkup(drawn?.html ?? ''), rendered: comparableMarkup(container) };
}

describe("mf-provider's drawn pages", () => {
  it("draw a verified provider's dashboard as the browser renders it once loaded", async () => {
    const { drawn, rendered } = await drawnAndRendered(profileData({ orders: [order] }), () =>
      screen.findByText('Nov 2025'),
    );
    expect(drawn).toContain('Amara Okafor');
    expect(drawn).toBe(rendered);
  });

  it("draw an unverified provider's dashboard, with the email form, as the browser renders it", async () => {
    const profile = profileData({ isKYCVerified: false, isEmailVerified: false, orders: [order] });
    const { drawn, rendered } = await drawnAndRendered(profile, () =>
      screen.findByRole('heading', { name: 'Email Verification Required' }),
    );
    expect(drawn).toContain('Deep clean');
    expect(drawn).toBe(rendered);
  });

  it("hydrate the browser with a verified provider's dashboard, shown at once without a request", async () => {
    const replies = {
      'provider/profile': okReply(profileData({ orders: [order] })),
      'provider/getorderschart': okReply(chart),
    };
    const rendered = await renderPage({
      url: '/provider',
      config: {},
      apiBaseUrl,
      fetch: serverFetch(replies),
    });
    const page = Object.assign(document.createElement('div'), { innerHTML: rendered?.html ?? '' });
    const client = createTestQueryClient();
    hydrate(
      client,
      JSON.parse(page.querySelector(`#${renderedQueriesId}`)?.textContent ?? '') as DehydratedState,
    );

    const api = fakeApi({});
    const { container } = renderRoutes(
      [{ path: '/provider', element: <DashboardPage /> }],
      '/provider',
      client,
    );

    expect(screen.getByText('Nov 2025')).toBeTruthy();
    expect(comparableMarkup(container)).toBe(comparableMarkup(rendered?.html ?? ''));
    expect(api.calls).toEqual([]);
  });
});
