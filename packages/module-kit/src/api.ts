// A module's one HTTP client: the shared ky set-up (Bearer token, session expiry, form bodies) on the API
// base URL of the page's run-time configuration. Each module's build carries its own instance.
import { createApiClient } from '@callout/api-client/client';
import { initI18n } from '@callout/i18n/i18n';
import { readApiBaseUrl } from './runtime-config';

export const api = createApiClient(readApiBaseUrl(), {
  onSessionExpired: () => window.alert(initI18n().t('common:sessionExpired')),
});
