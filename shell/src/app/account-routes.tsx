// Sign-in, registration, recovery and account deletion routes, and the guard around login-only screens.
import type { RouteAccess } from '@callout/contracts/module-contract';
import type { RouteObject } from '@callout/router';
import { paths } from '../config/paths';
import { RequireSession, SignedOutOnly } from '../features/auth/components/session-guards';
import { BrandLayout } from '../features/layout/components/app-layout';
import { lazyPage, pageCode } from './lazy-page';
import { withQueries } from './query-routes';

type GuardedAccess = Exclude<RouteAccess, 'public'>;

// Each screen loads its code when first visited.
const LoginPage = pageCode(() =>
  import('../features/auth/components/login-page').then((module) => module.LoginPage),
);
const RegisterPage = pageCode(() =>
  import('../features/auth/components/register-page').then((module) => module.RegisterPage),
);
const DeleteAccountPage = pageCode(() =>
  import('../features/auth/components/delete-account-page').then((module) => module.DeleteAccountPage),
);
const RecoverPage = pageCode(() =>
  import('../features/auth/components/recover-page').then((module) => module.RecoverPage),
);

/** Starts loading the code of the sign-in screen at `pathname`, if it is one. */
export function preloadAccountPageAt(pathname: string): void {
  const pages: Record<string, { preload(): void }> = {
    [paths.login.path]: LoginPage,
    [paths.providerLogin.path]: LoginPage,
    [paths.opsLogin.path]: LoginPage,
    [paths.register.path]: RegisterPage,
    [paths.join.path]: RegisterPage,
    [paths.recover.path]: RecoverPage,
    [paths.exit.path]: DeleteAccountPage,
    [paths.providerExit.path]: DeleteAccountPage,
  };
  pages[pathname]?.preload();
}

type AccountType = 'user' | 'provider' | 'operator';

const loginPage = (path: string, accountType: AccountType): RouteObject => ({
  path,
  element: lazyPage(path, <LoginPage.Component accountType={accountType} />),
});

const registerPage = (path: string, accountType: AccountType): RouteObject => ({
  path,
  element: lazyPage(path, <RegisterPage.Component accountType={accountType} />),
});

const deleteAccountPage = (path: string, accountType: AccountType): RouteObject => ({
  path,
  element: lazyPage(path, <DeleteAccountPage.Component accountType={accountType} />),
});

/** The shell's own login-only screens, beside the module routes of the same access. */
export const accountPages: Record<GuardedAccess, RouteObject[]> = {
  customer: [deleteAccountPage(paths.exit.path, 'user')],
  provider: [deleteAccountPage(paths.providerExit.path, 'provider')],
  // Operators are created and removed with the CLI only: no screens of the shell's own.
  operator: [],
};

/** Wraps login-only routes in the guard; `handle.access` lets the layout hide menus meanwhile. */
export function guarded(access: GuardedAccess, children: RouteObject[]): RouteObject {
  return { element: <RequireSession access={access} />, handle: { access }, children };
}

/** Sign-in screens: brand-only header; login, register and join only for visitors without a session. */
export const signInBranch: RouteObject = {
  element: <BrandLayout />,
  children: [
    withQueries([
      {
        element: <SignedOutOnly />,
        children: [
          loginPage(paths.login.path, 'user'),
          loginPage(paths.providerLogin.path, 'provider'),
          registerPage(paths.register.path, 'user'),
          registerPage(paths.join.path, 'provider'),
        ],
      },
      // Where the console's guard sends everyone else: only a live operator session is sent on from here.
      { element: <SignedOutOnly of="operator" />, children: [loginPage(paths.opsLogin.path, 'operator')] },
      { path: paths.recover.path, element: lazyPage('recover', <RecoverPage.Component />) },
    ]),
  ],
};
