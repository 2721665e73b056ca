// The route guard, in both directions: a login-only page sends a visitor to sign in, and a sign-in page
// sends a signed-in account home.
import { readSession } from '@callout/api-client/session-storage';
import type { AccountType } from '@callout/contracts/accounts';
import type { RouteAccess } from '@callout/contracts/module-contract';
import { accountTypeFor } from '@callout/contracts/route-access';
import { useTranslation } from '@callout/i18n/react';
import { Navigate, Outlet, useLocation } from '@callout/router';
import { Spinner } from '@callout/ui/spinner';
import { useEffect, useState } from 'react';
import { useRenderedSession } from '../../../lib/rendered-session';
import { homeHref, loginHref } from '../account-routes';
import { checkStoredSession, useSessionCheck } from '../hooks/use-session-check';

function CheckingSession() {
  const { t } = useTranslation('shell');
  return (
    <div className="page container">
      <Spinner label={t('auth.checkingSession')} />
    </div>
  );
}

/**
 * Lets a live session of the right type through; anyone else goes to the matching login, which brings
 * them back here afterwards.
 */
export function RequireSession({ access }: { access: Exclude<RouteAccess, 'public'> }) {
  const accountType = accountTypeFor(access);
  const status = useSessionCheck(accountType);
  const { pathname, search, hash } = useLocation();
  const renderedFor = useRenderedSession();
  // Rendered on the server for an account the server has just checked.
  if (renderedFor === accountType) return <Outlet />;
  if (status === 'check') return <CheckingSession />;
  if (status === 'invalid') return <Navigate replace to={loginHref(accountType, pathname + search + hash)} />;
  return <Outlet />;
}

/**
 * Reverse mode for login, register and join: a visitor with a live session goes to their home. Decided
 * once per visit, from what was stored on arrival: the login form stores a session just before it moves
 * on, and that navigation, not this guard, decides where the visitor lands. With `of`, only a session of
 * that account type is sent home: the operator's login is where the operator guard sends everyone else.
 */
export function SignedOutOnly({ of }: { of?: AccountType } = {}) {
  const stored = () => {
    const session = readSession();
    return session && (of === undefined || session.accountType === of) ? session : null;
  };
  const [state, setState] = useState<'check' | 'show' | { home: string }>(() =>
    stored() ? 'check' : 'show',
  );

  useEffect(() => {
    const session = stored();
    if (!session) return;
    let active = true;
    checkStoredSession(session.accountType, session.token).then((valid) => {
      if (active) setState(valid ? { home: homeHref(session.accountType) } : 'show');
    });
    return () => {
      active = false;
    };
  }, []);

  if (state === 'check') return <CheckingSession />;
  if (state === 'show') return <Outlet />;
  return <Navigate replace to={state.home} />;
}
