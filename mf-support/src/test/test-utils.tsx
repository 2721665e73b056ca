// Test-only set-up for this module's screens: the kit's (translations, a memory router under a query
// client, a fake API server), with the alerts and confirmations a test may read back.
import supportResources from '@callout/i18n/locales/en-GB/support.json';
import { renderRoutes, setUpTests, WhereAmI } from '@callout/module-kit/testing';
import type { ReactNode } from 'react';
import { beforeEach, vi } from 'vitest';

export { type ApiCall, answer, fakeApi } from '@callout/module-kit/testing';

setUpTests({ namespaces: { support: supportResources }, accountType: 'user' });

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

/** Renders `element` at `path` (a route pattern) opened on `url`, with a probe of where the router is. */
export function renderAt(path: string, url: string, element: ReactNode) {
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
  );
}
