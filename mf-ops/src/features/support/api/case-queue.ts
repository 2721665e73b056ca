// GET /operator/cases: the support queue. New cases and messages show without a reload: the live updates
// stream says when, and while it is down the queue is asked for again every 15 s instead; the page
// says when it was last brought up to date.
import { parseJson } from '@callout/api-client/client';
import { caseQueueResponseSchema, type OperatorCase } from '@callout/contracts/operator-support';
import { api } from '@callout/module-kit/api';
import { ServerRefusal } from '@callout/module-kit/errors';
import { keepPreviousData, queryOptions, useLiveOr, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';

/** The server's queues: waiting (NEW and OPEN), closed, or every case. */
export type QueueStatus = 'open' | 'closed' | 'all';

/** How often the queue and an open case are asked for again while the live stream is down. */
export const queueRefreshMs = 15_000;

export async function loadCaseQueue(
  status: QueueStatus,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<OperatorCase[]> {
  const answer = await parseJson(
    caseQueueResponseSchema,
    client.get('operator/cases', { searchParams: { status }, ...(signal ? { signal } : {}) }),
    '/operator/cases',
  );
  if (!answer.success) throw new ServerRefusal(answer.message);
  return answer.data;
}

export const caseQueueKey = ['ops', 'cases'] as const;

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export const caseQueueQueryOptions = (status: QueueStatus, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...caseQueueKey, status],
    queryFn: ({ signal }) => loadCaseQueue(status, signal, client),
    // Changing the filter keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** The queue on its page: polled only while the live stream is down (it says when a case opens, changes or
 * gets a message). */
export function useCaseQueue(status: QueueStatus) {
  const refetchInterval = useLiveOr(queueRefreshMs);
  return useQuery({ ...caseQueueQueryOptions(status), refetchInterval });
}
