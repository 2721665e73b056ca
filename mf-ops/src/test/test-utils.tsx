// Test-only set-up for the console's screens: the kit's (translations, a memory router under a query
// client, a fake API server) with an operator signed in before each test.

import opsResources from '@callout/i18n/locales/en-GB/ops.json';
import opsHmrcResources from '@callout/i18n/locales/en-GB/ops-hmrc.json';
import { renderRoutes, setUpTests, WhereAmI } from '@callout/module-kit/testing';
import type { QueryClient } from '@callout/query';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';

export { type ApiCall, answer, fakeApi, networkDown, watchListEnds } from '@callout/module-kit/testing';

setUpTests({ namespaces: { ops: { ...opsResources, ...opsHmrcResources } }, accountType: 'operator' });

configure({ asyncUtilTimeout: 5000 });

/** Renders `element` at `path` (a route pattern) opened on `url`, with a probe of where the router is. */
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
