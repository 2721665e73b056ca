import { createApiClient } from '@callout/api-client/client';
import { config } from './config';

export const api = createApiClient(config.apiBaseUrl.replace(/^\//, `${window.location.origin}/`));
