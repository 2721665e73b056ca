// Sign-in, registration, recovery and account deletion routes, and the guard around login-only screens.
import type { RouteAccess } from '@callout/contracts/module-contract';
import type { RouteObject } from '@callout/router';
import { RequireSession, SignedOutOnly } from '../features/auth/components/session-guards';
import { RouteErrorPage } from '../features/errors/components/route-error-page';
import { BrandLayout } from '../features/layout/components/app-layout';
import { paths } from './paths';

type GuardedAccess = Exclude<RouteAccess, 'public'>;

const loginPage = (path: string, accountType: 'user' | 'provider'): RouteObject => ({
  path,
  lazy: async () => {
    const { LoginPage } = await import('../features/auth/components/login-page');
    return { element: <LoginPage accountType={accountType} /> };
  },
});

const registerPage = (path: string, accountType: 'user' | 'provider'): RouteObject => ({
  path,
  lazy: async () => {
    const { RegisterPage } = await import('../features/auth/components/register-page');
    return { element: <RegisterPage accountType={accountType} /> };
  },
});

const deleteAccountPage = (path: string, accountType: 'user' | 'provider'): RouteObject => ({
  path,
  lazy: async () => {
    const { DeleteAccountPage } = await import('../features/auth/components/delete-account-page');
    return { element: <DeleteAccountPage accountType={accountType} /> };
  },
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
  errorElement: <RouteErrorPage />,
  HydrateFallback: () => null,
  children: [
    {
      errorElement: <RouteErrorPage />,
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
        {
          path: paths.recover.path,
          lazy: async () => ({
            Component: (await import('../features/auth/components/recover-page')).RecoverPage,
          }),
        },
      ],
    },
  ],
};
