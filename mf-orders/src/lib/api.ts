// The module's one HTTP client: the shared ky set-up (Bearer token, session expiry) on the API base URL
// that the server writes into index.html for the shell.
import { createApiClient } from '@callout/api-client/client';
import { initI18n } from '@callout/i18n/i18n';
import { z } from 'zod';

const runtimeConfigSchema = z.object({ apiBaseUrl: z.string().min(1).default('/api') });

function apiBaseUrl(): string {
  try {
    const text = document.getElementById('callout-config')?.textContent ?? '{}';
    return runtimeConfigSchema.parse(JSON.parse(text)).apiBaseUrl;
  } catch (error) {
    // The shell reports a bad configuration already; the module runs on the default.
    console.error('Invalid run-time configuration, using /api', error);
    return '/api';
  }
}

export const api = createApiClient(new URL(apiBaseUrl(), window.location.origin).href.replace(/\/$/, ''), {
  onSessionExpired: () => window.alert(initI18n().t('common:sessionExpired')),
});
