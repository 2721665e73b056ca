// Whether the signed-in provider's email is verified: the provider tabs show only then.
// The shell asks itself, since the tabs stand on every module's pages; it asks again on each page and when
// the account announces a change (mf-provider, once the code is accepted) until the answer is yes.
import { accountChangeEvent, readSession } from '@callout/api-client/session-storage';
import { useLocation } from '@callout/router';
import { useEffect, useSyncExternalStore } from 'react';
import { isPageLeaving } from '../../../lib/page-leaving';
import { useRenderedEmailVerified } from '../../../lib/rendered-session';

/** The last answer, for the session it was given to. */
let known: { token: string; verified: boolean } | null = null;
let asking: string | null = null;
const listeners = new Set<() => void>();

function ask(token: string): void {
  if (asking === token) return;
  asking = token;
  // Its API client and schema load on first use: they stay off the path of the first paint.
  import('../api/get-email-verified')
    .then(({ getEmailVerified }) => getEmailVerified())
    .then(
      (verified) => {
        if (readSession()?.token !== token) return;
        known = { token, verified };
        for (const listener of listeners) listener();
      },
      // Without an answer the tabs stay hidden, as for an unverified email; the next page asks again. A page
      // being left has its call cancelled by the browser: nobody is there to see the answer.
      (error: unknown) => {
        if (!isPageLeaving()) console.error('Could not tell whether the email is verified', error);
      },
    )
    .finally(() => {
      if (asking === token) asking = null;
    });
}

/**
 * Whether the page the server rendered for this provider says their email is verified (`data-email-verified`
 * on #root, read while the rendered page is still in place): the tabs then come with the app's first render,
 * instead of after the session check and a second read of the whole profile. Kept as the answer for the
 * session, so the tabs stay once the app takes the rendered page's place.
 */
function renderedVerified(token: string): boolean {
  const root = document.getElementById('root');
  if (root?.dataset.renderedFor !== 'provider' || root.dataset.emailVerified === undefined) return false;
  known = { token, verified: true };
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `token`: the provider's session, or null when no provider is signed in (nothing is asked then). */
export function useEmailVerified(token: string | null): boolean {
  const drawn = useRenderedEmailVerified();
  const verified = useSyncExternalStore(
    subscribe,
    () =>
      token !== null && (known?.token === token ? known.verified : known === null && renderedVerified(token)),
    () => drawn,
  );
  const { pathname } = useLocation();

  useEffect(() => {
    if (token === null || verified) return;
    // `pathname`: each page asks again while the answer is no.
    void pathname;
    ask(token);
    const askAgain = () => ask(token);
    window.addEventListener(accountChangeEvent, askAgain);
    return () => window.removeEventListener(accountChangeEvent, askAgain);
  }, [token, verified, pathname]);

  return verified;
}

/** Tests only: a fresh page, which knows nothing yet. */
export function forgetEmailVerified(): void {
  known = null;
  asking = null;
}
