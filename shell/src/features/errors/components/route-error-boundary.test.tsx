import { Link, Outlet } from '@callout/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stub } from '../../../test/test-utils';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new TypeError('The page broke');
}

// A layout like the app's: the menu stays, the page area catches.
const routes = [
  {
    element: (
      <>
        <Link to="/">Home</Link>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </>
    ),
    children: [stub('/'), { path: '/broken', element: <Broken /> }],
  },
];

describe('a page that fails to render', () => {
  it('shows the error page inside the layout, and moving on clears it', async () => {
    renderRoutes(routes, '/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The page broke')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeTruthy();
    expect(screen.queryByText('The page broke')).toBeNull();
  });
});
