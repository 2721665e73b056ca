// The router and i18next, next in size after the renderer: evaluated in a task of their own
// (src/boot.ts).
import { initI18n } from '@callout/i18n/i18n';
import { BrowserRouter } from '@callout/router';

export const libraries = [initI18n, BrowserRouter] as const;
