// @vitest-environment node
// The page renderer as the server runs it: in Node, with no window, storage or IndexedDB.
import { readFileSync } from 'node:fs';
import { apiBaseUrl, okReply, reply, serverFetch } from '@callout/ui/testing/server-fetch';
import { describe, expect, it } from 'vitest';
import { dashboardData } from '../testing/dashboard-data';
import { renderPage } from './server-render';

const sheet = readFileSync(new URL('../styles/booking.css', import.meta.url), 'utf8');

const draw = (url: string, replies: Parameters<typeof serverFetch>[0]) => {
  const fetch = serverFetch(replies);
  return { fetch, page: renderPage({ url, config: {}, apiBaseUrl, fetch }) };
};

describe("mf-booking's page renderer", () => {
  it('draws the dashboard with the customer’s data, as the page shows it once loaded', async () => {
    const { page, fetch } = draw('/dashboard', { dashboard: okReply(dashboardData) });
    const drawn = await page;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(drawn?.html).toMatch(/^<div class="bk-layout" data-module="mf-booking" data-path="\/dashboard"/);
    expect(drawn?.html).toContain('<h1>Dashboard</h1>');
    expect(drawn?.html).toContain('Welcome Ada');
    expect(drawn?.html).toContain('ada@example.com');
    expect(drawn?.html).toContain('10% off deep cleans');
    expect(drawn?.html).toContain('href="/details/ORD-9"');
    expect(drawn?.html).toContain('Leak repair');
    expect(drawn?.html).toContain('E1 6AN<!-- -->, <!-- -->Whitechapel, London');
    expect(drawn?.html).not.toContain('spinner');
    expect(drawn?.css).toBe(sheet);
  });

  it('keeps the query of the address', async () => {
    const drawn = await draw('/dashboard?from=menu', { dashboard: okReply(dashboardData) }).page;
    expect(drawn?.html).toContain('Welcome Ada');
  });

  it('draws no other route: the browser draws those', async () => {
    for (const url of ['/profile', '/service/location', '/dashboard/extra', '/']) {
      const { page, fetch } = draw(url, { dashboard: okReply(dashboardData) });
      expect(await page).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('draws nothing when the session has expired or the API fails', async () => {
    const failures = [
      reply({ success: false, message: 'Unauthorized' }, 401),
      reply({ success: false, message: 'Something went wrong' }, 500),
      () => new Response('Bad gateway', { status: 502 }),
      reply({ success: false, message: 'No dashboard for you' }),
      okReply({ ...dashboardData, usersdata: 'Ada' }),
    ];
    for (const failure of failures) {
      expect(await draw('/dashboard', { dashboard: failure }).page).toBeNull();
    }
  });
});
