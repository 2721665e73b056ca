import type { ReactNode } from 'react';
import { RouteErrorBoundary } from '../../errors/components/route-error-boundary';
import { hasStatus, RouteErrorPage } from '../../errors/components/route-error-page';
import { reportModuleProblem } from '../report-module-problem';
import { ModuleUnavailable } from './module-unavailable';

// A page that throws the server's refusal of its address (it has a status) gets the route error page;
// anything else is taken for its lazy chunk failing after the contract loaded (its page tried it twice),
// which React caches, so only a reload fetches it again.
const moduleFallback = (error: unknown) =>
  hasStatus(error) ? (
    <RouteErrorPage error={error} />
  ) : (
    <ModuleUnavailable onRetry={() => window.location.reload()} />
  );

/** The browsers' words for a module script that could not be fetched. */
const failedImport = /dynamically imported module|module script/i;

/** Whether what a module's page threw is its code failing to load rather than the code itself failing. */
export const isChunkFailure = (error: unknown) =>
  error instanceof TypeError && failedImport.test(error.message);

/** Catches what a module's page throws, and reports it with the module's version; moving away clears it. */
export function ModuleErrorBoundary({
  children,
  remote,
}: {
  children: ReactNode;
  remote?: { name: string; version: string; assignment?: string };
}) {
  const report = (error: unknown) => {
    if (remote && !hasStatus(error)) reportModuleProblem(remote, isChunkFailure(error) ? 'chunk' : 'error');
  };
  return (
    <RouteErrorBoundary fallback={moduleFallback} onError={report}>
      {children}
    </RouteErrorBoundary>
  );
}
