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

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export const accountsQueryOptions = (role: string, search: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...accountsKey, 'list', role, search],
    queryFn: async ({ signal }): Promise<OpsAccount[]> =>
      (await opsGet(`ops/accounts${queryString({ role, search })}`, accountsResponseSchema, signal, client))
        .data,
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
