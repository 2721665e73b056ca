import { Link } from '@callout/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
      <ModuleErrorBoundary>{page}</ModuleErrorBoundary>
    </>
  ),
});

const routes = [
  inModule('/details/:id', <RefusedOrder />),
  inModule('/broken', <BrokenChunk />),
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

  it('offers a reload for anything else (a chunk that failed to load)', async () => {
    renderRoutes(routes, '/broken');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
