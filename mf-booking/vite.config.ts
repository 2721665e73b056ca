import { remoteConfig } from '@callout/build-config/remote';
import { descriptor } from './src/app/descriptor';

// The first route's page: the shared code it needs is kept apart from the other pages' (build-config/src/chunks.ts).
export default remoteConfig({
  name: 'mf-booking',
  root: import.meta.url,
  descriptor,
  landingPage: 'src/features/dashboard/components/dashboard-page.tsx',
});
