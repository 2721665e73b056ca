import { createApiClient } from '@callout/api-client/client';
import { initI18n } from '@callout/i18n/i18n';
import { config } from '../config/app-config';

// Pages rendered on the server (server-render.tsx) never call the API: any origin does there.
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

export const api = createApiClient(config.apiBaseUrl.replace(/^\//, `${origin}/`), {
  onSessionExpired: () => window.alert(initI18n().t('common:sessionExpired')),
});
