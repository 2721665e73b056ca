import { remoteConfig } from '@callout/build-config/remote';
import { publishedDescriptor } from './src/app/published-descriptor';

// The first route's page: the shared code it needs is kept apart from the other pages' (build-config/src/chunks.ts).
export default remoteConfig({
  name: 'mf-provider',
  root: import.meta.url,
  descriptor: publishedDescriptor,
  landingPage: 'src/app/pages/dashboard-page.tsx',
});
