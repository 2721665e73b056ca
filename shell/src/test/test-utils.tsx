// Set-up for the shell's component tests: the kit's (translations, a fake API server), and the route
// table drawn the way the app draws it.
import shellResources from '@callout/i18n/locales/en-GB/shell.json';
import shellPageResources from '@callout/i18n/locales/en-GB/shell-pages.json';
import { setUpTests } from '@callout/module-kit/testing';
import type { QueryClient } from '@callout/query';
import { QueryWrapper } from '@callout/query/testing';
import { type Location, type RouteObject, useLocation } from '@callout/router';
import { MemoryRouter } from '@callout/router/testing';
import { configure, render } from '@testing-library/react';
import { RouteTable } from '../lib/route-table';
import { forgetAccountsHeld } from '../lib/use-session';

export { type ApiCall, answer, fakeApi, networkDown } from '@callout/module-kit/testing';

setUpTests({
  namespaces: { shell: { ...shellResources, ...shellPageResources } },
  reset: forgetAccountsHeld,
});

// Pages load their code on first visit; on a busy machine that import alone can outlast the 1 s default.
configure({ asyncUtilTimeout: 5000 });

/** Shows where the router is, so a test can assert redirects the way a user sees the page change. */
export function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders a route table the way the app does, with a fresh query client or `client`; `location()` tells
 * where the router is now.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; state: unknown },
  client?: QueryClient,
) {
  let current: Location | undefined;
  function Probe() {
    current = useLocation();
    return null;
  }
  const view = render(
    <QueryWrapper client={client}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <Probe />
        <RouteTable routes={routes} />
      </MemoryRouter>
    </QueryWrapper>,
  );
  const location = () => {
    if (!current) throw new Error('the router has not rendered');
    return current;
  };
  return { location, ...view };
}

/** A page that only says which path it stands for. */
export const stub = (path: string, text = `page ${path}`): RouteObject => ({
  path,
  element: (
    <>
      <h1>{text}</h1>
      <WhereAmI />
    </>
  ),
});

/** The text a screen reader reads after a field's label: its hint and validation message. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
