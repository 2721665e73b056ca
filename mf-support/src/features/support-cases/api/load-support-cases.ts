// POST /loadsupportcases (/provider/loadsupportcases): the account's cases, filtered by the search text.
// A POST in the spec, but a read all the same: it is a query, keyed by role and search, and the worker keeps
// its answers for offline reading under their body (@callout/contracts/offline-reads).
import { formBody, parseJson } from '@callout/api-client/client';
import { type SupportCase, supportCasesResponseSchema } from '@callout/contracts/support';
import { api } from '@callout/module-kit/api';
import { ServerRefusal } from '@callout/module-kit/errors';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { searchDebounceMs } from '../../../config/constants';
import type { AccountType } from '../../../config/paths';

const pathFor = (role: AccountType) =>
  role === 'provider' ? 'provider/loadsupportcases' : 'loadsupportcases';

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export async function loadSupportCases(
  role: AccountType,
  search: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<SupportCase[]> {
  const path = pathFor(role);
  const answer = await parseJson(
    supportCasesResponseSchema,
    client.post(path, { body: formBody({ value: search }), ...(signal ? { signal } : {}) }),
    `/${path}`,
  );
  if (!answer.success) throw new ServerRefusal(answer.message);
  return answer.data ?? [];
}

/** Every search of one role: a new case makes them all stale. */
export const supportCasesKey = (role: AccountType) => ['support-cases', role] as const;

/** The page's query, also fetched by the server when it renders the page (before any search). */
export const supportCasesQueryOptions = (role: AccountType, search: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...supportCasesKey(role), search],
    queryFn: ({ signal }) => loadSupportCases(role, search, signal, client),
  });

/**
 * The cases for what the user has typed, asked once typing pauses. The cases of the last search stay on
 * screen while the next one loads; a search replaced before it answers is aborted.
 */
export function useSupportCases(role: AccountType, search: string) {
  const searchedFor = useDebouncedValue(search.trim(), searchDebounceMs);
  const query = useQuery({
    ...supportCasesQueryOptions(role, searchedFor),
    placeholderData: keepPreviousData,
  });
  return { ...query, searchedFor };
}
