// One case for the console: GET /operator/cases/:caseId (the case, its chat, and who is asking), its chat
// calls for the shared chat package, and POST /operator/cases/:caseId/status to open, close or reopen it.

import { formBody, parseJson } from '@callout/api-client/client';
import type { ChatCalls } from '@callout/chat/chat-calls';
import { responseOf } from '@callout/chat/http';
import { type Envelope, envelopeSchema } from '@callout/contracts/envelope';
import {
  type CaseDetailResponse,
  caseDetailResponseSchema,
  operatorReplyResponseSchema,
} from '@callout/contracts/operator-support';
import { api } from '@callout/module-kit/api';
import { idempotencyKeyHeader, newIdempotencyKey } from '@callout/offline/idempotency';
import { queryOptions, useLiveOr, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { queueRefreshMs } from './case-queue';

const casePath = (caseId: string) => `operator/cases/${encodeURIComponent(caseId)}`;

/** The case, or the server's refusal (a 404 for a case number that does not exist) to show instead. */
export type CaseAnswer =
  | { found: true; detail: CaseDetailResponse['data']; message: string; next: string | null }
  | Refused;
type Refused = { found: false; message: string };

/**
 * The case and the newest page of its chat, or with `before` (the `Next` of a page) the page of older
 * messages before it. `client`: the module's own, or the server's when it renders the page
 * (app/server-render.tsx).
 */
export async function loadCase(
  caseId: string,
  signal?: AbortSignal,
  client: KyInstance = api,
  before?: string,
): Promise<CaseAnswer> {
  const answer = await parseJson(
    caseDetailResponseSchema.or(envelopeSchema),
    client.get(casePath(caseId), {
      ...(before ? { searchParams: { before } } : {}),
      ...(signal ? { signal } : {}),
    }),
    '/operator/cases/:caseId',
  );
  return 'data' in answer && answer.success
    ? {
        found: true,
        detail: answer.data,
        message: answer.message,
        next: 'Next' in answer ? (answer.Next ?? null) : null,
      }
    : { found: false, message: answer.message };
}

export const caseKey = (caseId: string) => ['ops', 'case', caseId] as const;

export const caseQueryOptions = (caseId: string, client: KyInstance = api) =>
  queryOptions({ queryKey: caseKey(caseId), queryFn: ({ signal }) => loadCase(caseId, signal, client) });

/**
 * The case's details beside the chat; the chat polls on its own, this follows at the queue's pace, and
 * neither polls while the live stream is healthy (it says when the case changes or gets a message).
 */
export function useCase(caseId: string) {
  const refetchInterval = useLiveOr(queueRefreshMs);
  return useQuery({ ...caseQueryOptions(caseId), refetchInterval });
}

/**
 * The chat package's calls over the operator API. Replies go straight to the server (an operator works
 * online; the Idempotency-Key still makes a retried send count once) and messages are not deleted here.
 */
export function operatorChatCalls(client: KyInstance = api): ChatCalls {
  return {
    async load({ chatid, before }, signal) {
      const answer = await loadCase(chatid, signal, client, before || undefined);
      if (!answer.found) return { success: false, message: answer.message };
      return {
        success: true,
        message: answer.message,
        data: answer.detail.messages,
        userid: answer.detail.userid,
        status: answer.detail.case.Status,
        Next: answer.next,
      };
    },

    async send(input) {
      const key = newIdempotencyKey();
      const response = await responseOf(
        client.post(`${casePath(input.ChatId)}/reply`, {
          body: formBody({
            Message: input.Message ?? '',
            ImageData: input.ImageData ?? '',
            ReplyToChatId: input.ReplyToChatId ?? '',
          }),
          headers: { [idempotencyKeyHeader]: key },
        }),
      );
      const body = await parseJson(
        operatorReplyResponseSchema.or(envelopeSchema),
        Promise.resolve(response),
        '/operator/cases/:caseId/reply',
      );
      return response.ok && body.success
        ? { state: 'sent', key }
        : { state: 'refused', message: body.message };
    },
  };
}

/** A complaint closed without settling it: the server mails its owner the ADR body. */
export type CloseReason = 'COMPLAINT_NOT_SETTLED';

export function setCaseStatus(
  caseId: string,
  value: 'OPEN' | 'CLOSED',
  reason?: CloseReason,
): Promise<Envelope> {
  return parseJson(
    envelopeSchema,
    api.post(`${casePath(caseId)}/status`, { body: formBody(reason ? { value, reason } : { value }) }),
    '/operator/cases/:caseId/status',
  );
}
