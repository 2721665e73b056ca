// The module's routes with their href builders, per role: customers and providers have their own URLs.
import type { AccountType as SessionAccountType } from '@callout/api-client/session-storage';
import type { ModulePath } from '../app/descriptor';

/** The marketplace's own accounts; operators work in mf-ops. */
export type AccountType = Exclude<SessionAccountType, 'operator'>;

interface RolePaths {
  cases: { path: ModulePath; getHref: () => string };
  chat: { path: ModulePath; getHref: (caseId: string) => string };
}

export const paths: Record<AccountType, RolePaths> = {
  user: {
    cases: { path: '/support', getHref: () => '/support' },
    chat: { path: '/support-chat/:id', getHref: (caseId) => `/support-chat/${encodeURIComponent(caseId)}` },
  },
  provider: {
    cases: { path: '/provider/support', getHref: () => '/provider/support' },
    chat: { path: '/provider/chat/:id', getHref: (caseId) => `/provider/chat/${encodeURIComponent(caseId)}` },
  },
};
