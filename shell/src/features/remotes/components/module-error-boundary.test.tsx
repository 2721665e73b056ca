import { Link } from '@callout/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stub } from '../../../test/test-utils';
import { ModuleErrorBoundary } from './module-error-boundary';

/** A module page that throws the server's refusal of its address, as mf-orders' order page does. */
function RefusedOrder(): never {
  throw Object.assign(new Error('We could not find this order on your account.'), {
    name: 'ServerRefusal',
    status: 404,
    statusText: 'Not Found',
  });
}

function BrokenChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

const inModule = (path: string, page: React.ReactNode) => ({
  path,
  element: (
    <>
      <Link to="/orders">Orders</Link>
      <ModuleErrorBoundary remote={{ name: 'mf-orders', version: 'abcdef012345' }}>
        {page}
      </ModuleErrorBoundary>
    </>
  ),
});

function ThrowingPage(): never {
  throw new Error('a bug in the page');
}

const reportModuleProblem = vi.hoisted(() => vi.fn());
vi.mock('../report-module-problem', () => ({ reportModuleProblem }));
afterEach(() => reportModuleProblem.mockClear());
const reported = () =>
  reportModuleProblem.mock.calls.map(([remote, kind]) => ({
    module: remote.name,
    version: remote.version,
    kind,
  }));

const routes = [
  inModule('/details/:id', <RefusedOrder />),
  inModule('/broken', <BrokenChunk />),
  inModule('/thrown', <ThrowingPage />),
  stub('/orders'),
];

describe("a module page's error", () => {
  it('shows a refused address on the route error page: status, status text and message', async () => {
    renderRoutes(routes, '/details/ORD-404');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    expect(screen.getByText('We could not find this order on your account.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'page /orders' })).toBeTruthy();
  });

  it('offers a reload for anything else (a chunk that failed to load), and reports it with the version', async () => {
    renderRoutes(routes, '/broken');
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(
      screen.getByText(/Sorry, this page could not be loaded at the moment. Please refresh and try again./),
    ).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(reported()).toEqual([{ module: 'mf-orders', version: 'abcdef012345', kind: 'chunk' }]);
  });

  it('reports what a page threw as an error, and a refusal of its address not at all', async () => {
    renderRoutes(routes, '/thrown');
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(reported()).toEqual([{ module: 'mf-orders', version: 'abcdef012345', kind: 'error' }]);
    reportModuleProblem.mockClear();
    renderRoutes(routes, '/details/ORD-1');
    expect((await screen.findAllByText('404 Not Found')).length).toBeGreaterThan(0);
    expect(reportModuleProblem).not.toHaveBeenCalled();
  });
});
