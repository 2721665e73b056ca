// This module's page renderer: the server draws a signed-in provider's first page with it, so the page
// paints before any script (contract: @callout/contracts/page-rendering). Built by vite.render.config.ts.
import { createApiClient } from '@callout/api-client/client';
import type { RenderModulePage } from '@callout/contracts/page-rendering';
import { addNamespace } from '@callout/i18n/i18n';
import resources from '@callout/i18n/locales/en-GB/provider.json';
import { renderRoutePage, type ServerRenderedRoutes } from '@callout/ui/render-page';
import type { KyInstance } from 'ky';
import { providerProfileQuery } from '../api/get-provider-profile';
import { paths } from '../config/paths';
import { ordersChartQuery } from '../features/dashboard/api/get-orders-chart';
import { moduleStyles } from '../styles/module-styles';
import { descriptor } from './descriptor';
import DashboardPage from './pages/dashboard-page';

addNamespace(descriptor.namespace, resources);

/** Only screens whose whole first view comes from queries fetched here; the browser renders the others. */
const routes: ServerRenderedRoutes<KyInstance> = {
  [paths.home.path]: {
    prefetch: async (client, api) => {
      const profile = await client.fetchQuery(providerProfileQuery(api));
      // The dashboard shows (and asks for) the monthly chart only once the provider is KYC-verified.
      if (profile.isKYCVerified) await client.fetchQuery(ordersChartQuery(api));
    },
    Page: DashboardPage,
  },
};

export const renderPage: RenderModulePage = async ({ url, apiBaseUrl, fetch }) => {
  // The given fetch carries the visitor's session: no token of the browser's storage is needed.
  const api = createApiClient(apiBaseUrl, { fetch });
  const html = await renderRoutePage(routes, url, api);
  return html === null ? null : { html, css: moduleStyles };
};
