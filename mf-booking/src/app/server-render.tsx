// This module's page renderer: the server draws a signed-in customer's first page with it, so the page
// paints before any script (contract: @callout/contracts/page-rendering). Built by vite.render.config.ts.
import { createApiClient } from '@callout/api-client/client';
import type { RenderModulePage } from '@callout/contracts/page-rendering';
import { addNamespace } from '@callout/i18n/i18n';
import resources from '@callout/i18n/locales/en-GB/booking.json';
import { renderRoutePage, type ServerRenderedRoutes } from '@callout/ui/render-page';
import type { KyInstance } from 'ky';
import { paths } from '../config/paths';
import { dashboardQuery } from '../features/dashboard/api/get-dashboard';
import DashboardPage from '../features/dashboard/components/dashboard-page';
import styles from '../styles/booking.css?inline';
import { descriptor } from './descriptor';

addNamespace(descriptor.namespace, resources);

/** Only screens whose whole first view comes from queries fetched here; the browser renders the others. */
const routes: ServerRenderedRoutes<KyInstance> = {
  [paths.dashboard.path]: {
    prefetch: (client, api) => client.fetchQuery(dashboardQuery(api)),
    Page: DashboardPage,
  },
};

export const renderPage: RenderModulePage = async ({ url, apiBaseUrl, fetch }) => {
  // The given fetch carries the visitor's session: no token of the browser's storage is needed.
  const api = createApiClient(apiBaseUrl, { fetch });
  const html = await renderRoutePage(routes, url, api);
  return html === null ? null : { html, css: styles };
};
