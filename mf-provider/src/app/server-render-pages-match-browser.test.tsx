// The screens other than the dashboard (server-render-matches-browser.test.tsx has that one): the server's
// rendering is swapped for the browser's page, so with the same data both must be the same markup; and the
// browser, hydrated from the rendered queries, must show it at once without asking again.
import '../testing/test-utils'; // first: the IndexedDB stand-in before any screen's store opens
import { type DehydratedState, hydrate } from '@callout/query';
import { createQueryClient, renderedQueriesId } from '@callout/query/server';
import { comparableMarkup } from '@callout/ui/comparable-markup';
import { apiBaseUrl, okReply, serverFetch } from '@callout/ui/testing/server-fetch';
import { configure, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import EarningsPage from '../features/earnings/components/earnings-page';
import RequestsPage from '../features/requests/components/requests-page';
import SchedulesPage from '../features/schedule/components/schedules-page';
import ServicesPage from '../features/services/components/services-page';
import SettingsPage from '../features/settings/components/settings-page';
import VerificationPage from '../features/verification/components/verification-page';
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
import { fakeApi, ok, renderAt, renderRoutes } from '../testing/test-utils';
import ProfilePage from './pages/profile-page';
import { renderPage } from './server-render';

// A screen loads several queries and lazy texts: more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

interface Screen {
  url: string;
  Page: ComponentType;
  /** API path (with its query) → data, as the server's fetch is asked. */
  data: Record<string, unknown>;
  /** Shown once the browser's page has its data. */
  ready: () => Promise<unknown>;
  /** What only the device knows, which the server cannot render: left out of the comparisons. */
  deviceOnly?: string;
}

const screens: Record<string, Screen> = {
  Profile: {
    url: '/provider/profile',
    Page: ProfilePage,
    data: { 'provider/profile': profileData(), 'provider/payoutschedule': { Schedule: 'WEEKLY' } },
    ready: () => screen.findByRole('radio', { name: /Weekly/ }),
    // How much storage the device holds, below everything else.
    deviceOnly: '.storage-panel > p:not(:has(output))',
  },
  'Manage Services': {
    url: '/provider/services',
    Page: ServicesPage,
    data: { 'categories?search=': categories },
    ready: () => screen.findByText('Homes and offices'),
  },
  'Manage Schedule': {
    url: '/provider/schedules',
    Page: SchedulesPage,
    data: {
      'provider/getschedule': [schedule],
      'provider/workinghours': workingHours,
      'provider/servicearea': serviceArea,
    },
    ready: () => screen.findByDisplayValue('SE15 4QL'),
  },
  Requests: {
    url: '/provider/requests',
    Page: RequestsPage,
    data: {},
    ready: () => screen.findByRole('link'),
  },
  Earnings: {
    url: '/provider/earnings',
    Page: EarningsPage,
    data: { 'provider/payouts': [payout(), payout({ OrderID: 'ORD-8', Status: 'PENDING', PaidAt: null })] },
    ready: () => screen.findByRole('link', { name: 'ORD-8' }),
  },
  Settings: {
    url: '/provider/settings',
    Page: SettingsPage,
    data: {
      'provider/notificationsettings': notificationSettings,
      'provider/datarequest': {
        ID: '3',
        AskedOn: '2030-01-01T09:00:00Z',
        DueBy: '2030-02-01T09:00:00Z',
        Status: 'ready',
        ReadyAt: '2030-01-01T09:01:00Z',
        ExpiresAt: '2030-01-08T09:01:00Z',
        DownloadedAt: null,
      },
      'provider/calendarfeed': {
        Url: 'https://callout.co.uk/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
        CreatedAt: '2030-01-01T09:00:00Z',
      },
    },
    ready: () => screen.findByRole('group', { name: 'Payment secured' }),
    // This device's line about pushes (the server holds its place with the "on" line's shape).
    deviceOnly: '.notification-settings > h2 + *',
  },
  Verification: {
    url: '/provider/verification',
    Page: VerificationPage,
    data: { 'provider/kycdata': [kycRecord('QUERIED')], 'provider/kycreviews': kycReviews },
    ready: () => screen.findByText('Sam Agent'),
  },
};

/** `page`'s markup to compare, without what only the device knows. */
function comparable(page: string | Element, { deviceOnly }: Screen): string {
  const element =
    typeof page === 'string' ? Object.assign(document.createElement('div'), { innerHTML: page }) : page;
  for (const read of deviceOnly ? element.querySelectorAll(deviceOnly) : []) read.remove();
  return comparableMarkup(element);
}

async function drawn({ url, data }: Screen) {
  const replies = Object.fromEntries(Object.entries(data).map(([path, body]) => [path, okReply(body)]));
  const page = await renderPage({ url, config: {}, apiBaseUrl, fetch: serverFetch(replies) });
  if (!page) throw new Error(`${url} was not drawn`);
  return page.html;
}

/** The browser's fake API, answering what the server's fetch was asked (by path, the query aside). */
const browserApi = ({ data }: Screen) =>
  fakeApi(
    Object.fromEntries(
      Object.entries(data).map(([path, body]) => [`GET /api/${path.split('?')[0]}`, () => ok(body)]),
    ),
  );

describe.each(Object.entries(screens))("mf-provider's drawn %s", (_name, page) => {
  it('is the markup the browser renders once loaded', async () => {
    const html = await drawn(page);
    browserApi(page);
    const { container } = renderAt(page.url, <page.Page />);
    await page.ready();
    expect(comparable(container, page)).toBe(comparable(html, page));
  });

  it('hydrates the browser, which shows it at once without a request', async () => {
    const html = await drawn(page);
    const rendered = Object.assign(document.createElement('div'), { innerHTML: html });
    // The browser's own client (its queries fresh for a while), not a test one that asks again at once.
    const client = createQueryClient();
    const queries = rendered.querySelector(`#${renderedQueriesId}`)?.textContent ?? '';
    hydrate(client, JSON.parse(queries) as DehydratedState);

    const api = fakeApi({});
    const { container } = renderRoutes([{ path: page.url, element: <page.Page /> }], page.url, client);

    expect(comparable(container, page)).toBe(comparable(html, page));
    expect(api.calls).toEqual([]);
  });
});
