// @vitest-environment node
// The page renderer's screens other than the dashboard (server-render.test.tsx has that one), as the server
// runs it: in Node, with no window, storage or IndexedDB.

import { type PageCookies, pagePushCookie } from '@callout/contracts/page-rendering';
import { apiBaseUrl, okReply, reply, serverFetch } from '@callout/ui/testing/server-fetch';
import { describe, expect, it, vi } from 'vitest';
import {
  categories,
  kycRecord,
  kycReviews,
  notificationSettings,
  payout,
  schedule,
  serviceArea,
  workingHours,
} from '../testing/page-data';
import { profileData } from '../testing/profile-data';
import { renderPage } from './server-render';

const draw = async (url: string, replies: Parameters<typeof serverFetch>[0], cookies?: PageCookies) => {
  const fetch = serverFetch(replies);
  const page = await renderPage({ url, config: {}, apiBaseUrl, fetch, cookies });
  return { fetch, html: page?.html ?? null };
};

const failed = reply({ success: false, message: 'Something went wrong' }, 500);
const expired = reply({ success: false, message: 'Unauthorized' }, 401);

const catalogue = { 'categories?search=': okReply(categories) };
const schedulePage = {
  'provider/getschedule': okReply([schedule]),
  'provider/workinghours': okReply(workingHours),
  'provider/servicearea': okReply(serviceArea),
};

const profilePage = {
  'provider/profile': okReply(profileData({ isStripeConfigured: true, StripeLink: 'https://pay.example/a' })),
  'provider/payoutschedule': okReply({ Schedule: 'WEEKLY' }),
};

describe("mf-provider's page renderer, Profile", () => {
  it("draws the provider's details, bio, payout choice and links", async () => {
    const { html, fetch } = await draw('/provider/profile', profilePage);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(html).toContain('<h1>Profile</h1>');
    expect(html).toContain('<dd>PRV-1</dd>');
    expect(html).toContain('<dd>Amara Okafor</dd>');
    expect(html).toContain('Careful cleaner.</textarea>');
    expect(html).toMatch(/<input type="radio" name="[^"]+" checked="" value="WEEKLY"/);
    expect(html).toContain('href="https://pay.example/a"');
    expect(html).toContain('Storage on this device');
    expect(html).not.toContain('class="spinner"');
  });

  it('draws nothing when the profile or the payout choice cannot be had', async () => {
    for (const broken of ['provider/profile', 'provider/payoutschedule']) {
      expect((await draw('/provider/profile', { ...profilePage, [broken]: failed })).html).toBeNull();
      expect((await draw('/provider/profile', { ...profilePage, [broken]: expired })).html).toBeNull();
    }
  });
});

describe("mf-provider's page renderer, Manage Services", () => {
  it('draws the New Requests flow on its category list', async () => {
    const { html, fetch } = await draw('/provider/services', catalogue);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(html).toMatch(
      /^<div class="pv-layout" data-module="mf-provider" data-path="\/provider\/services"/,
    );
    expect(html).toContain('<h1>Manage Services</h1>');
    expect(html).toContain('aria-pressed="true">New Requests</button>');
    expect(html).toContain('Choose a category');
    expect(html).toContain('Homes and offices');
    expect(html).toContain('src="/img/c.png"');
    expect(html).toContain('Handyman');
    expect(html).not.toContain('class="spinner"');
  });

  it('draws nothing when the categories cannot be had, at once rather than retrying', async () => {
    for (const categoriesReply of [failed, expired]) {
      const { html, fetch } = await draw('/provider/services', { 'categories?search=': categoriesReply });
      expect(html).toBeNull();
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });
});

describe("mf-provider's page renderer, Manage Schedule", () => {
  it("draws the provider's schedule, working hours and service area in the forms", async () => {
    const { html, fetch } = await draw('/provider/schedules', schedulePage);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(html).toContain('value="09:00-12:00, 13:00-17:00"');
    expect(html).toContain('<h1>Manage Schedule</h1>');
    expect(html).toMatch(/<option value="SCHEDULED" selected="">/);
    expect(html).toContain('value="2026-12-01"');
    expect(html).toContain('value="2026-12-08"');
    expect(html).toContain('value="SE15 4QL"');
    expect(html).toContain('value="12"');
    expect(html).not.toContain('class="spinner"');
  });

  it('draws a provider who has set neither yet, with the forms at their defaults', async () => {
    const { html } = await draw('/provider/schedules', {
      'provider/getschedule': okReply([]),
      'provider/workinghours': okReply({ IsSet: false, Days: [], DaysOff: [], LeadHours: 0 }),
      'provider/servicearea': okReply(null),
    });
    expect(html).toContain('You have not set your working hours yet');
    expect(html).toMatch(/<option value="INACTIVE" selected="">/);
    expect(html).not.toContain('type="date"');
    expect(html).toContain('value="15"');
  });

  it('draws nothing when either cannot be had', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the schedule's failure is logged
    for (const broken of ['provider/getschedule', 'provider/workinghours', 'provider/servicearea']) {
      expect((await draw('/provider/schedules', { ...schedulePage, [broken]: failed })).html).toBeNull();
      expect((await draw('/provider/schedules', { ...schedulePage, [broken]: expired })).html).toBeNull();
    }
  });
});

describe("mf-provider's page renderer, Requests", () => {
  it('draws the page, which asks for nothing', async () => {
    const { html, fetch } = await draw('/provider/requests', {});
    expect(fetch).not.toHaveBeenCalled();
    expect(html).toContain('<h1>Requests</h1>');
    expect(html).toContain('href="/provider/services"');
  });
});

describe("mf-provider's page renderer, Earnings", () => {
  it("draws the provider's payouts", async () => {
    const { html, fetch } = await draw('/provider/earnings', {
      'provider/payouts': okReply([payout(), payout({ OrderID: 'ORD-8', Status: 'PENDING', PaidAt: null })]),
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(html).toContain('<h1>Earnings</h1>');
    expect(html).toContain('href="/provider/details/ORD-7"');
    expect(html).toContain('href="/provider/details/ORD-8"');
    expect(html).toContain('£72.00');
    expect(html).toContain('10 Nov 2025');
    expect(html).not.toContain('class="spinner"');
  });

  it('draws a provider with no payouts yet', async () => {
    const { html } = await draw('/provider/earnings', { 'provider/payouts': okReply([]) });
    expect(html).toContain('class="pv-empty"');
    expect(html).not.toContain('<table');
  });

  it('draws nothing when the payouts cannot be had', async () => {
    for (const payoutsReply of [failed, expired]) {
      expect((await draw('/provider/earnings', { 'provider/payouts': payoutsReply })).html).toBeNull();
    }
  });
});

describe("mf-provider's page renderer, Verification", () => {
  const reviews = { 'provider/kycreviews': okReply(kycReviews) };

  it("draws the form over a queried record, with the provider's answers and the reviewers' notes", async () => {
    const { html, fetch } = await draw('/provider/verification', {
      'provider/kycdata': okReply([kycRecord('QUERIED')]),
      ...reviews,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(html).toContain('<h1>Verification</h1>');
    expect(html).toContain('value="Okafor Cleaning"');
    expect(html).toContain('The bill is unreadable.');
    expect(html).toContain('Sam Agent');
    expect(html).not.toContain('class="spinner"');
  });

  it('draws the status alone once the record is under review, and the form when there is none', async () => {
    const review = await draw('/provider/verification', {
      'provider/kycdata': okReply([kycRecord('UNDER REVIEW')]),
      ...reviews,
    });
    expect(review.html).toContain('<p class="pv-status">UNDER REVIEW</p>');
    expect(review.html).not.toContain('<form');
    const none = await draw('/provider/verification', { 'provider/kycdata': okReply([]), ...reviews });
    expect(none.html).toContain('<form');
    expect(none.html).not.toContain('value="Okafor Cleaning"');
  });

  it('draws nothing when the record or the notes cannot be had', async () => {
    const page = { 'provider/kycdata': okReply([kycRecord('QUERIED')]), ...reviews };
    for (const broken of ['provider/kycdata', 'provider/kycreviews']) {
      expect((await draw('/provider/verification', { ...page, [broken]: failed })).html).toBeNull();
      expect((await draw('/provider/verification', { ...page, [broken]: expired })).html).toBeNull();
    }
  });
});

describe("mf-provider's page renderer, Settings", () => {
  const dataRequest = {
    ID: '3',
    AskedOn: '2030-01-01T09:00:00Z',
    DueBy: '2030-02-01T09:00:00Z',
    Status: 'ready',
    ReadyAt: '2030-01-01T09:01:00Z',
    ExpiresAt: '2030-01-08T09:01:00Z',
    DownloadedAt: null,
  };

  const calendarFeed = {
    Url: 'https://callout.co.uk/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    CreatedAt: '2030-01-01T09:00:00Z',
  };

  it("draws the provider's switches, asked for as a provider's", async () => {
    const { html, fetch } = await draw('/provider/settings', {
      'provider/notificationsettings': okReply(notificationSettings),
      'provider/datarequest': okReply(dataRequest),
      'provider/calendarfeed': okReply(calendarFeed),
    });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(html).toContain(`value="${calendarFeed.Url}"`);
    expect(html).toContain('<strong>Ready: link by mail.</strong>');
    expect(html).toContain('<h1>Settings</h1>');
    expect(html).toMatch(
      /<legend>Direct requests<\/legend><label><input [^>]* checked=""\/>Push<\/label><label><input [^>]*aria-checked="false"\/>Mail/,
    );
    expect(html).toMatch(
      /<legend>Payment secured<\/legend>(<label><input [^>]* checked=""\/>[^<]*<\/label>){2}/,
    );
    expect(html).not.toContain('disabled=""><legend>');
    expect(html).not.toContain('class="spinner"');
  });

  it("draws this device's push line as the device's cookie tells, held without one", async () => {
    const replies = {
      'provider/notificationsettings': okReply(notificationSettings),
      'provider/datarequest': okReply(dataRequest),
      'provider/calendarfeed': okReply(calendarFeed),
    };
    const off = await draw('/provider/settings', replies, { [pagePushCookie]: 'off.0' });
    expect(off.html).toMatch(/<button[^>]*>Turn on notifications on this device<\/button>/);
    expect(off.html).not.toContain('push-device--held');
    expect((await draw('/provider/settings', replies)).html).toContain('push-device--held');
  });

  it('draws nothing when the settings cannot be had', async () => {
    for (const settingsReply of [failed, expired]) {
      const { html } = await draw('/provider/settings', { 'provider/notificationsettings': settingsReply });
      expect(html).toBeNull();
    }
  });
});
