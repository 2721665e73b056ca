// The module's one HTTP client: the shared ky set-up (Bearer token, session expiry) on the shell's API base.
import { createApiClient } from '@callout/api-client/client';
import { initI18n } from '@callout/i18n/i18n';
import { readApiBaseUrl } from '../config/runtime-config';

export const api = createApiClient(readApiBaseUrl(), {
  onSessionExpired: () => window.alert(initI18n().t('common:sessionExpired')),
});
