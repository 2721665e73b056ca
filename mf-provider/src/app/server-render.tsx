// This module's page renderer: the server draws a signed-in provider's first page with it, so the page
// paints before any script (contract: @callout/contracts/page-drawing). Built by vite.render.config.ts.
import { createApiClient } from '@callout/api-client/client';
import type { RenderModulePage } from '@callout/contracts/page-drawing';
import { addNamespace } from '@callout/i18n/i18n';
import resources from '@callout/i18n/locales/en-GB/provider.json';
import { drawPage, type ServerDrawnRoutes } from '@callout/ui/draw-page';
import type { KyInstance } from 'ky';
import { getProviderProfile, providerProfileKey } from '../api/get-provider-profile';
import { paths } from '../config/paths';
import { getOrdersChart, ordersChartKey } from '../features/dashboard/api/get-orders-chart';
import { moduleStyles } from '../styles/module-styles';
import { descriptor } from './descriptor';
import DashboardPage from './pages/dashboard-page';

addNamespace(descriptor.namespace, resources);

/** Only screens whose whole first view comes from data loaded here; the others are drawn in the browser. */
const routes: ServerDrawnRoutes<KyInstance> = {
  [paths.home.path]: {
    load: async (api) => {
      const profile = await getProviderProfile(undefined, api);
      // The dashboard shows (and asks for) the monthly chart only once the provider is KYC-verified.
      if (!profile.isKYCVerified) return { [providerProfileKey]: profile };
      return { [providerProfileKey]: profile, [ordersChartKey]: await getOrdersChart(undefined, api) };
    },
    Page: DashboardPage,
  },
};

export const renderPage: RenderModulePage = async ({ url, apiBaseUrl, fetch }) => {
  // The given fetch carries the visitor's session: no token of the browser's storage is needed.
  const api = createApiClient(apiBaseUrl, { fetch });
  const html = await drawPage(routes, url, api);
  return html === null ? null : { html, css: moduleStyles };
};
