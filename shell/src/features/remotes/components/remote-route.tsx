import type { RemoteEntry } from '@callout/contracts/remotes-manifest';
import { useTranslation } from '@callout/i18n/react';
import { useQuery } from '@callout/query';
import { Spinner } from '@callout/ui/spinner';
import { Suspense } from 'react';
import { loadModule } from '../load-module';
import { ModuleErrorBoundary } from './module-error-boundary';
import { ModuleUnavailable } from './module-unavailable';

function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="page container">
      <Spinner label={t('loading')} />
    </div>
  );
}

/** A module's contract, loaded once a page (loadModule keeps it); asking again only after a failure. */
function useModule(remote: RemoteEntry) {
  return useQuery({
    queryKey: ['module', remote.name, remote.version],
    queryFn: async () => {
      try {
        return await loadModule(remote);
      } catch (error) {
        console.error(`Could not load ${remote.name}`, error);
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // The visitor's retry button asks again.
    retry: false,
  });
}

/** Renders one route of a federated module, with a retry message instead of a blank screen on failure. */
export function RemoteRoute({ remote, path }: { remote: RemoteEntry; path: string }) {
  const module = useModule(remote);
  if (module.isFetching || module.isPending) return <PageSpinner />;
  const route = module.data?.routes.find((r) => r.path === path);
  // Asked again in place (the contract is not cached by React): what the visitor typed elsewhere stays.
  if (!route) return <ModuleUnavailable onRetry={() => void module.refetch()} />;
  const { Component } = route;
  return (
    <ModuleErrorBoundary remote={remote}>
      <Suspense fallback={<PageSpinner />}>
        <Component />
      </Suspense>
    </ModuleErrorBoundary>
  );
}
