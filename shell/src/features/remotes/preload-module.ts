// The module that draws the opened address starts loading at startup, beside the session check, instead of
// once the route guard has let the visitor through: its contract then loads the opened screen's code too.
import { readSession } from '@callout/api-client/session-storage';
import type { RemoteEntry, RemotesManifest } from '@callout/contracts/remotes-manifest';
import { accountTypeFor } from '@callout/contracts/route-access';
import { matchRoutes } from '@callout/router';

/** Starts loading the module drawing `pathname` for the stored session's role; returns it, if any. */
export function preloadModuleAt(pathname: string, manifest: RemotesManifest): RemoteEntry | undefined {
  const role = readSession()?.accountType;
  const remote = manifest.remotes.find((candidate) =>
    candidate.routes.some(
      (route) =>
        (route.access === 'public' || accountTypeFor(route.access) === role) &&
        matchRoutes([{ path: route.path }], pathname) !== null,
    ),
  );
  // A failure is shown by the page's own load, which tries again. The federation's loader comes with it: a
  // page without a module (`/`) does not load it.
  if (remote) import('./load-module').then(({ loadModule }) => loadModule(remote)).catch(() => undefined);
  return remote;
}
