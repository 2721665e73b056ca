// POST /loadsupportcases (/provider/loadsupportcases): the account's cases, filtered by the search text,
// newest first, a page at a time. A POST in the spec, but a read all the same: it is a query, keyed by role
// and search, and the worker keeps its answers for offline reading under their body
// (@callout/contracts/offline-reads).
import { formBody, parseJson } from '@callout/api-client/client';
import { type SupportCase, supportCasesResponseSchema } from '@callout/contracts/support';
import { api } from '@callout/module-kit/api';
import { ServerRefusal } from '@callout/module-kit/errors';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { searchDebounceMs } from '../../../config/constants';
import type { AccountType } from '../../../config/paths';

const pathFor = (role: AccountType) =>
  role === 'provider' ? 'provider/loadsupportcases' : 'loadsupportcases';

/** A page of cases; `next` asks for the one after it, null on the last. */
export interface SupportCasesPage {
  cases: SupportCase[];
  next: string | null;
}

/**
 * The page after `before` ('' for the first). `client`: the module's own, or the server's when it renders
 * the page (app/server-render.tsx).
 */
export async function loadSupportCases(
  role: AccountType,
  search: string,
  before: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<SupportCasesPage> {
  const path = pathFor(role);
  // The cursor is sent only past the first page, so the first page's body is what it always was and the
  // worker's kept copy of each page (its key is the body) is the one an offline visit asks for: asked again
  // from the first, the pages come back from the worker as they were loaded.
  const body = formBody(before ? { value: search, before } : { value: search });
  const answer = await parseJson(
    supportCasesResponseSchema,
    client.post(path, { body, ...(signal ? { signal } : {}) }),
    `/${path}`,
  );
  if (!answer.success) throw new ServerRefusal(answer.message);
  return { cases: answer.data ?? [], next: answer.Next ?? null };
}

/** Every search of one role: a new case makes them all stale. */
export const supportCasesKey = (role: AccountType) => ['support-cases', role] as const;

/**
 * The page's query, also fetched by the server when it renders the page (before any search): the pages
 * loaded so far; asked again (focus, a change), they are read again from the first.
 */
export const supportCasesQueryOptions = (role: AccountType, search: string, client: KyInstance = api) =>
  infiniteQueryOptions({
    queryKey: [...supportCasesKey(role), search],
    queryFn: ({ signal, pageParam }) => loadSupportCases(role, search, pageParam, signal, client),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The loaded pages' cases in one list; a case shown on two pages (opened while paging) shows once. */
export function pagesCases(pages: readonly SupportCasesPage[] | undefined): SupportCase[] | null {
  if (!pages) return null;
  const seen = new Set<string>();
  return pages.flatMap((page) => page.cases).filter((row) => !seen.has(row.CaseID) && seen.add(row.CaseID));
}

/**
 * The cases for what the user has typed, asked once typing pauses. The cases of the last search stay on
 * screen while the next one loads; a search replaced before it answers is aborted.
 */
export function useSupportCases(role: AccountType, search: string) {
  const searchedFor = useDebouncedValue(search.trim(), searchDebounceMs);
  const query = useInfiniteQuery({
    ...supportCasesQueryOptions(role, searchedFor),
    placeholderData: keepPreviousData,
  });
  return { ...query, cases: pagesCases(query.data?.pages), searchedFor };
}
