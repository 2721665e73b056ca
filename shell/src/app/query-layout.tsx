// The query client above every page that loads data (the module routes and the shell's own), in a chunk of
// its own so the home page does not load TanStack Query. Loading it hydrates the client with the queries a
// page was rendered with on the server (a signed-in page's, or a public one's such as /help), so that
// page's first render shows them without a request.
import { readSession, sessionChangeEvent } from '@callout/api-client/session-storage';
import { reportShownData } from '@callout/offline/unconfirmed-data';
import {
  browserQueryClient,
  createQueryClient,
  type DehydratedState,
  hydrate,
  QueryClientProvider,
  renderedQueriesId,
} from '@callout/query';
import { Outlet } from '@callout/router';
import { useContext, useState } from 'react';
import { keepLiveUpdates } from '../features/live/live-connection';
import { RenderingQueryClientContext } from '../lib/rendering-query-client';

/**
 * The queries the server rendered this page with: a signed-in page's for the account whose session this tab
 * holds; a visitor's page's (public data) for any tab.
 */
function hydrateRenderedQueries(): void {
  const script = document.getElementById(renderedQueriesId);
  const forAccount = document.getElementById('root')?.dataset.renderedFor !== undefined;
  if (!script?.textContent || (forAccount && readSession() === null)) return;
  try {
    hydrate(browserQueryClient(), JSON.parse(script.textContent) as DehydratedState);
  } catch (error) {
    // Only a head start: the page asks for its data as usual.
    console.error('Could not read the queries the page was rendered with', error);
  }
}

/** Nothing of one account is shown to the next: the client is emptied when the account changes or leaves. */
function clearWhenTheAccountChanges(): void {
  let account = readSession()?.account ?? null;
  const check = () => {
    const now = readSession()?.account ?? null;
    if (now === account) return;
    account = now;
    browserQueryClient().clear();
  };
  window.addEventListener(sessionChangeEvent, check);
  window.addEventListener('storage', check); // a sign-out or sign-in in another tab
}

if (typeof window !== 'undefined') {
  hydrateRenderedQueries();
  clearWhenTheAccountChanges();
  // Offline copies are the worker's (its API cache); the notice also says how old data is that could not
  // be fetched again.
  reportShownData(browserQueryClient());
  // One live updates stream for the page: the queries above refetch when what they show changes.
  keepLiveUpdates(browserQueryClient());
}

export default function QueryLayout() {
  // On the server (shell/src/server-render.tsx) each rendering has a client of its own: the one holding the
  // page's data when it was fetched first.
  const rendering = useContext(RenderingQueryClientContext);
  const [client] = useState(
    () => rendering ?? (typeof window === 'undefined' ? createQueryClient() : browserQueryClient()),
  );
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
