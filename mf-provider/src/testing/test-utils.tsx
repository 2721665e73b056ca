// Set-up for this module's component tests: the kit's (translations, a memory router under a query
// client, a fake API server), an IndexedDB stand-in, and a signed-in provider with no drafts and an empty
// outbox.
import 'fake-indexeddb/auto';
import providerResources from '@callout/i18n/locales/en-GB/provider.json';
import providerCredentialResources from '@callout/i18n/locales/en-GB/provider-credentials.json';
import providerPageResources from '@callout/i18n/locales/en-GB/provider-pages.json';
import providerTaxResources from '@callout/i18n/locales/en-GB/provider-tax.json';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { renderRoutes, setUpTests } from '@callout/module-kit/testing';
import { outboxDb } from '@callout/offline/outbox-db';
import type { QueryClient } from '@callout/query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { providerDb } from '../data/db';

export {
  type ApiCall,
  answer,
  fakeApi,
  networkDown,
  ok,
  refused,
  renderRoutes,
  watchListEnds,
} from '@callout/module-kit/testing';

type Texts = { [key: string]: string | Texts };

/** The namespace's files as the app adds them (deeply): two files may each add keys under one group. */
function merged(...files: Texts[]): Texts {
  const into: Texts = {};
  for (const file of files) {
    for (const [key, value] of Object.entries(file)) {
      const before = into[key];
      into[key] = typeof value === 'object' && typeof before === 'object' ? merged(before, value) : value;
    }
  }
  return into;
}

setUpTests({
  namespaces: {
    provider: merged(
      providerResources,
      providerPageResources,
      providerCredentialResources,
      providerTaxResources,
    ),
    pwa: pwaResources,
  },
  accountType: 'provider',
  reset: async () => {
    await providerDb.drafts.clear();
    await outboxDb.outbox.clear();
  },
});

/** The browser's word on the connection, which the outbox trusts: offline, it sends nothing. */
export function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** Renders one screen at `path` with stubs for the pages it links to, under a fresh client or `client`. */
export function renderAt(path: string, element: ReactNode, client?: QueryClient) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    path,
    client,
  );
}
