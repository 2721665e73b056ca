// Set-up for this module's component tests: the kit's (translations, a memory router under a query
// client, a fake API server), an IndexedDB stand-in, and a signed-in provider with no drafts.
import 'fake-indexeddb/auto';
import providerResources from '@callout/i18n/locales/en-GB/provider.json';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { renderRoutes, setUpTests } from '@callout/module-kit/testing';
import type { ReactNode } from 'react';
import { providerDb } from '../data/db';

export {
  type ApiCall,
  answer,
  fakeApi,
  networkDown,
  ok,
  refused,
  renderRoutes,
} from '@callout/module-kit/testing';

setUpTests({
  namespaces: { provider: providerResources, pwa: pwaResources },
  accountType: 'provider',
  reset: async () => {
    await providerDb.drafts.clear();
  },
});

/** Renders one screen at `path` with stubs for the pages it links to. */
export function renderAt(path: string, element: ReactNode) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    path,
  );
}
