import type { ReactNode } from 'react';
import { RouteErrorBoundary } from '../../errors/components/route-error-boundary';
import { hasStatus, RouteErrorPage } from '../../errors/components/route-error-page';
import { ModuleUnavailable } from './module-unavailable';

// A page that throws the server's refusal of its address (it has a status) gets the route error page;
// anything else is taken for its lazy chunk failing after the contract loaded, which React caches, so only
// a reload fetches it again.
const moduleFallback = (error: unknown) =>
  hasStatus(error) ? (
    <RouteErrorPage error={error} />
  ) : (
    <ModuleUnavailable onRetry={() => window.location.reload()} />
  );

/** Catches what a module's page throws; moving to another address clears it. */
export function ModuleErrorBoundary({ children }: { children: ReactNode }) {
  return <RouteErrorBoundary fallback={moduleFallback}>{children}</RouteErrorBoundary>;
}
