import type { ModuleRoute } from '@callout/contracts/module-contract';
import type { RemoteEntry } from '@callout/contracts/remotes-manifest';
import { useTranslation } from '@callout/i18n/react';
import { Spinner } from '@callout/ui/spinner';
import { Suspense, startTransition, useCallback, useEffect, useState } from 'react';
import { ModulePageMark, useRenderedSession } from '../../../lib/rendered-session';
import { loadModule } from '../load-module';
import { ModuleErrorBoundary } from './module-error-boundary';
import { ModuleUnavailable } from './module-unavailable';

type State = { status: 'loading' } | { status: 'ready'; route: ModuleRoute } | { status: 'failed' };

function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="page container">
      <Spinner label={t('loading')} />
    </div>
  );
}

/** Renders one route of a federated module, with a retry message instead of a blank screen on failure. */
export function RemoteRoute({ remote, path }: { remote: RemoteEntry; path: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    // `attempt` re-runs the load when the user presses retry.
    void attempt;
    setState({ status: 'loading' });
    loadModule(remote).then(
      (contract) => {
        const route = contract.routes.find((r) => r.path === path);
        // The module's whole page renders now: in a transition React renders it in slices, not one long task.
        if (active)
          startTransition(() => setState(route ? { status: 'ready', route } : { status: 'failed' }));
      },
      (error: unknown) => {
        console.error(`Could not load ${remote.name}`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, path, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // On the server the module renders its own page (its renderer), written over this mark.
  const renderedOnServer = useRenderedSession() !== null;

  if (renderedOnServer) return <ModulePageMark />;

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'failed') return <ModuleUnavailable onRetry={retry} />;
  const { Component } = state.route;
  return (
    <ModuleErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Component />
      </Suspense>
    </ModuleErrorBoundary>
  );
}
