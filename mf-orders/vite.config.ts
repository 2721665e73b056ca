import { remoteConfig } from '@callout/build-config/remote';
import { withTranslations } from '@callout/contracts/menu-labels';
import polish from '@callout/i18n/locales/pl-PL/orders.json';
import { publishedDescriptor } from './src/app/published-descriptor';

// The first route's page: the shared code it needs is kept apart from the other pages' (build-config/src/chunks.ts).
export default remoteConfig({
  name: 'mf-orders',
  root: import.meta.url,
  // The menu's labels and the pages' titles in Polish too, for the manifest (its `translatedTexts`).
  descriptor: withTranslations(publishedDescriptor, { 'pl-PL': polish }),
  landingPage: 'src/features/orders-list/components/orders-page.tsx',
});
