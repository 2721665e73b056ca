// @vitest-environment node
// The page renderer as the server runs it: in Node, with no window, storage or IndexedDB.
import { readFileSync } from 'node:fs';
import { type PageCookies, pagePushCookie } from '@callout/contracts/page-rendering';
import { apiBaseUrl, okReply, reply, serverFetch } from '@callout/ui/testing/server-fetch';
import { describe, expect, it } from 'vitest';
import {
  notificationSettings,
  paymentIntent,
  profileData,
  savedLocations,
  savedProviders,
} from '../testing/account-data';
import { dashboardData } from '../testing/dashboard-data';
import { renderPage } from './server-render';

const sheet = ['booking.css', 'booking-pages.css']
  .map((file) => readFileSync(new URL(`../styles/${file}`, import.meta.url), 'utf8'))
  .join('\n');

const draw = (url: string, replies: Parameters<typeof serverFetch>[0], cookies?: PageCookies) => {
  const fetch = serverFetch(replies);
  return { fetch, page: renderPage({ url, config: {}, apiBaseUrl, fetch, cookies }) };
};

/** The device cookie of a browser whose pushes are off (module-kit's push/device-state.ts). */
const pushesOff = (notNowAt = 0) => ({ [pagePushCookie]: `off.${notNowAt}` });

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
    const browserOnly = [
      '/service/location',
      '/service/category',
      '/service/negotiate',
      '/service/payments',
      '/dashboard/extra',
      '/',
    ];
    for (const url of browserOnly) {
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

  const dataRequest = {
    ID: '3',
    AskedOn: '2030-01-01T09:00:00Z',
    DueBy: '2030-02-01T09:00:00Z',
    Status: 'ready',
    ReadyAt: '2030-01-01T09:01:00Z',
    ExpiresAt: '2030-01-08T09:01:00Z',
    DownloadedAt: null,
  };
  const accountReplies = {
    profile: okReply(profileData),
    notificationsettings: okReply(notificationSettings),
    datarequest: okReply(dataRequest),
    'savedlocations?search=': okReply(savedLocations),
    'savedproviders?search=': okReply(savedProviders),
    'paymentintent?orderid=ORD-1': okReply(paymentIntent()),
  };

  it('draws the profile, and with its Edit panel open at /edit-profile', async () => {
    const profile = await draw('/profile', accountReplies).page;
    expect(profile?.html).toContain('<h1>Profile</h1>');
    expect(profile?.html).toContain('<dd>Ada Lovelace</dd>');
    expect(profile?.html).toContain('<dd>ada@example.com</dd>');
    expect(profile?.html).toMatch(/aria-expanded="false"[^>]*>Edit</);

    const editing = await draw('/edit-profile', accountReplies).page;
    expect(editing?.html).toMatch(/aria-expanded="true"[^>]*>Edit</);
    expect(editing?.html).toMatch(/<input[^>]*autoComplete="given-name"[^>]*value="Ada"/);
  });

  it('draws the saved locations and providers', async () => {
    const locations = await draw('/profile/locations', accountReplies).page;
    expect(locations?.html).toContain('<h1>Saved locations</h1>');
    expect(locations?.html).toContain('<h3>E1 6AN</h3>');
    expect(locations?.html).toContain('Last updated 2030-01-02');
    expect(locations?.html).not.toContain('spinner');

    const providers = await draw('/profile/providers', accountReplies).page;
    expect(providers?.html).toContain('<h1>Saved providers</h1>');
    expect(providers?.html).toContain('<h3>Amara Okafor</h3>');
  });

  it("draws the settings with the account's notification switches and the device's parts held", async () => {
    const { page, fetch } = draw('/settings', accountReplies);
    const html = (await page)?.html ?? '';
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(html).toContain('<strong>Ready: link by mail.</strong>');
    expect(html).toContain('<h1>Settings</h1>');
    expect(html).toMatch(/<legend>A provider bids on your job<\/legend><label><input[^>]*checked=""/);
    expect(html).toContain('push-device--held');
    expect(html).toContain('Storage on this device');
    expect(html).not.toContain('spinner');
  });

  it("draws this device's push line as the device last knew it, and holds it for a cookie it cannot read", async () => {
    const off = (await draw('/settings', accountReplies, pushesOff()).page)?.html ?? '';
    expect(off).toContain('<p>Pushes are off on this device.</p>');
    expect(off).toMatch(/<button[^>]*>Turn on notifications on this device<\/button>/);
    expect(off).not.toContain('push-device--held');

    const on = (await draw('/settings', accountReplies, { [pagePushCookie]: 'on.0' }).page)?.html ?? '';
    expect(on).toMatch(/<div class="push-device"><p>Notifications are on for this device.<\/p><button/);

    const junk = (await draw('/settings', accountReplies, { [pagePushCookie]: 'on' }).page)?.html ?? '';
    expect(junk).toContain('push-device--held');
  });

  it('draws the payment with its sandbox card form, and the box of Stripe’s card field without Stripe', async () => {
    const sandbox = await draw('/service/payments/ORD-1', accountReplies).page;
    expect(sandbox?.html).toContain('Order total: £150.00');
    expect(sandbox?.html).toContain('Card number');
    expect(sandbox?.html).toContain('Pay £150.00');

    const stripe = await draw('/service/payments/ORD-1', {
      'paymentintent?orderid=ORD-1': okReply(paymentIntent('pk_test_123')),
    }).page;
    expect(stripe?.html).toContain(
      '<div class="field__input bk-stripe-card"><div class="bk-stripe-card__held">',
    );
    expect(stripe?.html).toContain('Pay £150.00');
    expect(stripe?.html).not.toContain('Card number');
    expect(stripe?.html).not.toContain('spinner');
  });

  it('draws the order confirmation’s wait, which asks for nothing: the app confirms the payment', async () => {
    const { page, fetch } = draw('/service/orderconfirmation/ORD-1', {});
    const html = (await page)?.html ?? '';
    expect(fetch).not.toHaveBeenCalled();
    expect(html).toContain('<h1>Order confirmation</h1>');
    expect(html).toContain('<output>Please wait while we confirm your order…</output>');
    expect(html).toContain('bk-confirmation__held');
    // No cookie: whether pushes can be offered here is the browser's to tell.
    expect(html).not.toContain('Turn on notifications');
  });

  it('draws the offer of pushes under the wait on a device whose pushes are off, unless it said "Not now"', async () => {
    const offered = (await draw('/service/orderconfirmation/ORD-1', {}, pushesOff()).page)?.html ?? '';
    expect(offered).toContain('<section class="card push-offer"');
    expect(offered).toMatch(/<button[^>]*>Turn on notifications<\/button>/);

    const declined = await draw('/service/orderconfirmation/ORD-1', {}, pushesOff(Date.now() - 60_000)).page;
    expect(declined?.html).not.toContain('push-offer');
    const longAgo = await draw(
      '/service/orderconfirmation/ORD-1',
      {},
      pushesOff(Date.now() - 30 * 86_400_000),
    ).page;
    expect(longAgo?.html).toContain('push-offer');
  });

  it('draws no payment when there is none to make: the browser says so or moves on', async () => {
    const noPayment = [
      reply({ success: true, message: 'PENDING ORDER' }),
      reply({ success: true, message: 'Payment Completed' }),
      reply({ success: false, message: 'Order not found' }, 404),
    ];
    for (const answer of noPayment) {
      expect(
        await draw('/service/payments/ORD-1', { 'paymentintent?orderid=ORD-1': answer }).page,
      ).toBeNull();
    }
    expect(await draw('/service/payments/%20', accountReplies).page).toBeNull();
  });

  it('draws no account screen when the session has expired or the API fails', async () => {
    const urls = ['/settings', '/profile', '/edit-profile', '/profile/locations', '/profile/providers'];
    for (const failure of [reply({ success: false, message: 'Unauthorized' }, 401), reply({}, 500)]) {
      const failing = Object.fromEntries(Object.keys(accountReplies).map((path) => [path, failure]));
      for (const url of urls) expect(await draw(url, failing).page, url).toBeNull();
    }
  });
});
