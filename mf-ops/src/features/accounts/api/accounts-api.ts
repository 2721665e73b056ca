// Accounts: the search, one account's page, and suspending or reinstating it.
import {
  accountDetailResponseSchema,
  accountsResponseSchema,
  type OpsAccount,
  type OpsAccountDetail,
} from '@callout/contracts/ops-people';
import { api } from '@callout/module-kit/api';
import { queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';
import { opsGet, opsPost, queryString } from '../../../api/ops-call';

export const accountRoles = ['all', 'user', 'provider'] as const;
export const accountsKey = ['ops', 'accounts'] as const;

/** A page of the list and the cursor of the next one (null on the last). */
export interface AccountsPage {
  accounts: OpsAccount[];
  next: string | null;
}

/**
 * The page of accounts after `before` ('' for the first). `client`: the module's own, or the server's when it
 * renders the page (app/server-render.tsx).
 */
export const accountsQueryOptions = (role: string, search: string, before = '', client: KyInstance = api) =>
  queryOptions({
    queryKey: [...accountsKey, 'list', role, search, before],
    queryFn: async ({ signal }): Promise<AccountsPage> => {
      const answer = await opsGet(
        `ops/accounts${queryString({ role, search, before })}`,
        accountsResponseSchema,
        signal,
        client,
      );
      return { accounts: answer.data, next: answer.Next ?? null };
    },
  });

export const accountQueryOptions = (accountId: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...accountsKey, 'one', accountId],
    queryFn: async ({ signal }): Promise<OpsAccountDetail> =>
      (
        await opsGet(
          `ops/accounts/${encodeURIComponent(accountId)}`,
          accountDetailResponseSchema,
          signal,
          client,
        )
      ).data,
  });

export const suspendAccount = (accountId: string, note: string) =>
  opsPost(`ops/accounts/${encodeURIComponent(accountId)}/suspend`, { note });

export const reinstateAccount = (accountId: string, note: string) =>
  opsPost(`ops/accounts/${encodeURIComponent(accountId)}/reinstate`, { note });

/** Hides a review under the review policy; the author is told the reason. */
export const hideReview = (reviewId: string, reason: string) =>
  opsPost(`ops/reviews/${encodeURIComponent(reviewId)}/hide`, { reason });

/** Shows a hidden review again: it counts in the ratings once more. */
export const showReview = (reviewId: string) =>
  opsPost(`ops/reviews/${encodeURIComponent(reviewId)}/show`, {});
