// Sign-in, registration, recovery and account deletion routes, and the guard around login-only screens.
import type { RouteAccess } from '@callout/contracts/module-contract';
import type { RouteObject } from '@callout/router';
import { lazy } from 'react';
import { RequireSession, SignedOutOnly } from '../features/auth/components/session-guards';
import { BrandLayout } from '../features/layout/components/app-layout';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

type GuardedAccess = Exclude<RouteAccess, 'public'>;

// Each screen loads its code when first visited.
const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((module) => ({ default: module.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../features/auth/components/register-page').then((module) => ({ default: module.RegisterPage })),
);
const DeleteAccountPage = lazy(() =>
  import('../features/auth/components/delete-account-page').then((module) => ({
    default: module.DeleteAccountPage,
  })),
);
const RecoverPage = lazy(() =>
  import('../features/auth/components/recover-page').then((module) => ({ default: module.RecoverPage })),
);

type AccountType = 'user' | 'provider';

const loginPage = (path: string, accountType: AccountType): RouteObject => ({
  path,
  element: lazyPage(path, <LoginPage accountType={accountType} />),
});

const registerPage = (path: string, accountType: AccountType): RouteObject => ({
  path,
  element: lazyPage(path, <RegisterPage accountType={accountType} />),
});

const deleteAccountPage = (path: string, accountType: AccountType): RouteObject => ({
  path,
  element: lazyPage(path, <DeleteAccountPage accountType={accountType} />),
});

/** The shell's own login-only screens, beside the module routes of the same access. */
export const accountPages: Record<GuardedAccess, RouteObject[]> = {
  customer: [deleteAccountPage(paths.exit.path, 'user')],
  provider: [deleteAccountPage(paths.providerExit.path, 'provider')],
};

/** Wraps login-only routes in the guard; `handle.access` lets the layout hide menus meanwhile. */
export function guarded(access: GuardedAccess, children: RouteObject[]): RouteObject {
  return { element: <RequireSession access={access} />, handle: { access }, children };
}

/** Sign-in screens: brand-only header; login, register and join only for visitors without a session. */
export const signInBranch: RouteObject = {
  element: <BrandLayout />,
  children: [
    {
      element: <SignedOutOnly />,
      children: [
        loginPage(paths.login.path, 'user'),
        loginPage(paths.providerLogin.path, 'provider'),
        registerPage(paths.register.path, 'user'),
        registerPage(paths.join.path, 'provider'),
      ],
    },
    { path: paths.recover.path, element: lazyPage('recover', <RecoverPage />) },
  ],
};
