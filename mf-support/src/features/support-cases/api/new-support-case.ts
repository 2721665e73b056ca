// POST /newsupportcase (/provider/newsupportcase): value is the subject, 5 to 150 characters. Sent through
// the offline outbox with an Idempotency-Key and a case number of our own, so a case opened offline waits
// there ('waiting to send') with its number, and its chat can be written in meanwhile: the messages queue
// behind the case in the chat's outbox scope, and the case leads them (they wait for it even if it fails).
import { formBody, parseJson } from '@callout/api-client/client';
import { createChatCalls } from '@callout/chat/chat-calls';
import { openNewChat } from '@callout/chat/chat-query';
import { pollIntervalsMs } from '@callout/contracts/constants';
import { newSupportCaseResponseSchema } from '@callout/contracts/support';
import { api } from '@callout/module-kit/api';
import { idempotencyKeyHeader, newIdempotencyKey } from '@callout/offline/idempotency';
import { discardOutboxItem } from '@callout/offline/outbox-items';
import { outboxFetch, queuedHeader } from '@callout/offline/send-or-queue';
import { useMutation, useQueryClient } from '@callout/query';
import type { AccountType } from '../../../config/paths';
import { caseScope, newCasePath } from '../../../lib/queued-cases';
import { newCaseNumber } from './case-number';
import { supportCasesKey } from './load-support-cases';

export type NewCaseOutcome =
  /** `message` is the server's words on the new case. */
  | { state: 'sent'; caseId: string; message: string }
  /** Offline (or the server asked to wait): listed as waiting to send until it arrives. */
  | { state: 'queued'; caseId: string }
  | { state: 'refused'; message: string };

export async function openSupportCase(role: AccountType, subject: string): Promise<NewCaseOutcome> {
  const path = newCasePath(role);
  const caseId = newCaseNumber();
  const key = newIdempotencyKey();
  const response = await api.post(path, {
    body: formBody({ value: subject, CaseID: caseId }),
    headers: { [idempotencyKeyHeader]: key },
    fetch: outboxFetch(caseScope(caseId), { leads: true }),
    throwHttpErrors: false,
  });
  if (response.headers.get(queuedHeader)) return { state: 'queued', caseId };
  const reply = await parseJson(newSupportCaseResponseSchema, Promise.resolve(response), `/${path}`);
  if (response.ok && reply.success) {
    return { state: 'sent', caseId: reply.data?.CaseID ?? caseId, message: reply.message };
  }
  // Refused while the user is looking: say why at once instead of leaving a failed copy in the outbox.
  await discardOutboxItem(key);
  return { state: 'refused', message: reply.message };
}

/**
 * Opens a case. Once the server has it, every list of the role's cases is asked for again; while it waits
 * in the outbox, its chat opens empty so the first messages can be written.
 */
export function useNewSupportCase(role: AccountType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subject: string) => openSupportCase(role, subject),
    onSuccess: async (outcome) => {
      if (outcome.state === 'sent') void queryClient.invalidateQueries({ queryKey: supportCasesKey(role) });
      if (outcome.state === 'queued') {
        const calls = createChatCalls(api, role);
        await openNewChat(queryClient, calls, 'SUPPORT', outcome.caseId, pollIntervalsMs.chat);
      }
    },
  });
}
