// GET /operator/cases: the support queue. New cases and messages show without a reload: the live updates
// stream says when, and while it is down the queue is asked for again every 15 s instead; the page
// says when it was last brought up to date. The queue answers a page at a time, oldest first; the next page
// is asked for with the `Next` of the one before.
import { parseJson } from '@callout/api-client/client';
import { caseQueueResponseSchema, type OperatorCase } from '@callout/contracts/operator-support';
import { api } from '@callout/module-kit/api';
import { ServerRefusal } from '@callout/module-kit/errors';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useLiveOr } from '@callout/query';
import type { KyInstance } from 'ky';

/** The server's queues: waiting (NEW and OPEN), closed, or every case. */
export type QueueStatus = 'open' | 'closed' | 'all';

/** How often the queue and an open case are asked for again while the live stream is down. */
export const queueRefreshMs = 15_000;

/** A page of the queue; `next` asks for the one after it, null on the last. */
export interface CaseQueuePage {
  cases: OperatorCase[];
  next: string | null;
}

/** The page after `before` ('' for the first). */
export async function loadCaseQueue(
  status: QueueStatus,
  before: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<CaseQueuePage> {
  const searchParams = before ? { status, before } : { status };
  const answer = await parseJson(
    caseQueueResponseSchema,
    client.get('operator/cases', { searchParams, ...(signal ? { signal } : {}) }),
    '/operator/cases',
  );
  if (!answer.success) throw new ServerRefusal(answer.message);
  return { cases: answer.data, next: answer.Next ?? null };
}

export const caseQueueKey = ['ops', 'cases'] as const;

/**
 * The pages loaded so far; asked again (the live stream, a poll), they are read again from the first.
 * `client`: the module's own, or the server's when it renders the page (app/server-render.tsx).
 */
export const caseQueueQueryOptions = (status: QueueStatus, client: KyInstance = api) =>
  infiniteQueryOptions({
    queryKey: [...caseQueueKey, status],
    queryFn: ({ signal, pageParam }) => loadCaseQueue(status, pageParam, signal, client),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    // Changing the filter keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** The loaded pages' cases in one list; a case shown on two pages (the queue moved while paging) shows once. */
export function queueCases(pages: readonly CaseQueuePage[] | undefined): OperatorCase[] | null {
  if (!pages) return null;
  const seen = new Set<string>();
  return pages.flatMap((page) => page.cases).filter((row) => !seen.has(row.CaseID) && seen.add(row.CaseID));
}

/** The queue on its page: polled only while the live stream is down (it says when a case opens, changes or
 * gets a message). */
export function useCaseQueue(status: QueueStatus) {
  const refetchInterval = useLiveOr(queueRefreshMs);
  const query = useInfiniteQuery({ ...caseQueueQueryOptions(status), refetchInterval });
  return { ...query, cases: queueCases(query.data?.pages) };
}
