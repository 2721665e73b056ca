import { createApiClient } from '@callout/api-client/client';
import { initI18n } from '@callout/i18n/i18n';
import { config } from './config';

export const api = createApiClient(config.apiBaseUrl.replace(/^\//, `${window.location.origin}/`), {
  onSessionExpired: () => window.alert(initI18n().t('common:sessionExpired')),
});
