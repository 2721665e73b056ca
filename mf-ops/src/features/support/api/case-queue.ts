// GET /operator/cases: the support queue, asked for again every 15 s while the page is open so new cases
// and replies show without a reload; the page says when it was last brought up to date.
import { parseJson } from '@callout/api-client/client';
import { caseQueueResponseSchema, type OperatorCase } from '@callout/contracts/operator-support';
import { api } from '@callout/module-kit/api';
import { ServerRefusal } from '@callout/module-kit/errors';
import { keepPreviousData, queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';

/** The server's queues: waiting (NEW and OPEN), closed, or every case. */
export type QueueStatus = 'open' | 'closed' | 'all';

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
    refetchInterval: queueRefreshMs,
    // Changing the filter keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
