// Test-only set-up for this module's screens: the kit's (translations, a memory router under a query
// client, a fake API server), an empty outbox and no drafts before each test, with the alerts and
// confirmations a test may read back.
import 'fake-indexeddb/auto';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import supportResources from '@callout/i18n/locales/en-GB/support.json';
import { renderRoutes, setUpTests, WhereAmI } from '@callout/module-kit/testing';
import { outboxDb } from '@callout/offline/outbox-db';
import type { QueryClient } from '@callout/query';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, vi } from 'vitest';
import { discardSubjectDraft } from '../data/subject-draft';

export {
  type ApiCall,
  answer,
  fakeApi,
  networkDown,
  renderRoutes,
  watchListEnds,
} from '@callout/module-kit/testing';

setUpTests({
  namespaces: { support: supportResources, pwa: pwaResources },
  accountType: 'user',
  reset: async () => {
    await outboxDb.outbox.clear();
    await discardSubjectDraft();
  },
});

// The outbox and the device's database answer through IndexedDB; on a busy machine that outlasts 1 s.
configure({ asyncUtilTimeout: 5000 });

/** For tests that go offline and back: several round trips through IndexedDB and the fake server. */
export const outboxJourneyTimeoutMs = 20_000;

export const alerts: string[] = [];
export const confirms: string[] = [];

beforeEach(() => {
  alerts.length = 0;
  confirms.length = 0;
  vi.spyOn(window, 'alert').mockImplementation((text) => void alerts.push(String(text)));
  vi.spyOn(window, 'confirm').mockImplementation((text) => {
    confirms.push(String(text));
    return true;
  });
});

/** The device has no connection: requests fail and `navigator.onLine` says so, until `online()`. */
export function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return { online: () => onLine.mockReturnValue(true) };
}

/**
 * Renders `element` at `path` (a route pattern) opened on `url`, with a probe of where the router is, under
 * a fresh query client or the test's own.
 */
export function renderAt(path: string, url: string, element: ReactNode, client?: QueryClient) {
  return renderRoutes(
    [
      {
        path,
        element: (
          <>
            {element}
            <WhereAmI />
          </>
        ),
      },
      { path: '*', element: <WhereAmI /> },
    ],
    url,
    client,
  );
}
