// @vitest-environment node
// The page renderer as the server runs it: in Node, with no window, storage or IndexedDB.
import { readFileSync } from 'node:fs';
import { apiBaseUrl, okReply, reply, serverFetch } from '@callout/ui/testing/server-fetch';
import { describe, expect, it, vi } from 'vitest';
import { chart, order, profileData } from '../testing/profile-data';
import { renderPage } from './server-render';

const sheet = ['layout', 'dashboard', 'forms', 'earnings']
  .map((name) => readFileSync(new URL(`../styles/${name}.css`, import.meta.url), 'utf8'))
  .join('\n');

const draw = (url: string, replies: Parameters<typeof serverFetch>[0]) => {
  const fetch = serverFetch(replies);
  return { fetch, page: renderPage({ url, config: {}, apiBaseUrl, fetch }) };
};

describe("mf-provider's page renderer", () => {
  it("draws a verified provider's dashboard with the profile and the monthly chart", async () => {
    const { page, fetch } = draw('/provider', {
      'provider/profile': okReply(profileData({ orders: [order] })),
      'provider/getorderschart': okReply(chart),
    });
    const drawn = await page;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(drawn?.html).toMatch(/^<div class="pv-layout" data-module="mf-provider"/);
    expect(drawn?.html).toContain('<h1>Providers Dashboard</h1>');
    expect(drawn?.html).toContain('Amara Okafor');
    expect(drawn?.html).toContain('07700900123');
    expect(drawn?.html).toContain('aria-label="Rated 4.5 out of 5"');
    expect(drawn?.html).toContain('<dd>75%</dd>');
    expect(drawn?.html).toContain('Nov 2025');
    expect(drawn?.html).toContain('style="height:100%"');
    expect(drawn?.html).not.toContain('class="spinner"');
    expect(drawn?.css).toBe(sheet);
  });

  it("draws an unverified provider's dashboard without asking for the chart", async () => {
    const { page, fetch } = draw('/provider', {
      'provider/profile': okReply(
        profileData({ isKYCVerified: false, isEmailVerified: false, orders: [order] }),
      ),
    });
    const drawn = await page;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(drawn?.html).toContain('Verify Profile');
    expect(drawn?.html).toContain('Email Verification Required');
    expect(drawn?.html).toContain('href="/provider/details/ORD-5"');
    expect(drawn?.html).not.toContain('class="spinner"');
  });

  it("writes an order's time in London, whatever zone the server runs in", async () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    try {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
      const autumn = { ...order, OrderTime: '2026-10-25T01:30:00Z' }; // 01:30 GMT, 10:30 in Tokyo
      const spring = { ...order, Orderid: 'ORD-6', OrderTime: '2026-03-29T01:30:00Z' }; // 02:30 BST
      const { page } = draw('/provider', {
        'provider/profile': okReply(profileData({ isKYCVerified: false, orders: [autumn, spring] })),
      });
      const html = (await page)?.html ?? '';
      expect(html).toContain('25 Oct 2026, 01:30');
      expect(html).toContain('29 Mar 2026, 02:30');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('draws no other route: the browser draws those', async () => {
    for (const url of ['/provider/details/ORD-5', '/provider/support', '/dashboard', '/']) {
      const { page, fetch } = draw(url, { 'provider/profile': okReply(profileData()) });
      expect(await page).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('draws nothing when the session has expired or the API fails', async () => {
    const failures: Parameters<typeof serverFetch>[0][] = [
      { 'provider/profile': reply({ success: false, message: 'Unauthorized' }, 401) },
      { 'provider/profile': reply({ success: false, message: 'Something went wrong' }, 500) },
      { 'provider/profile': () => new Response('Bad gateway', { status: 502 }) },
      { 'provider/profile': okReply({ ...profileData(), UserData: null }) },
      // The chart's too: the browser then draws the page, with its own message where the chart goes.
      {
        'provider/profile': okReply(profileData()),
        'provider/getorderschart': reply({ success: false, message: 'Something went wrong' }, 500),
      },
    ];
    for (const replies of failures) {
      expect(await draw('/provider', replies).page).toBeNull();
    }
  });
});
