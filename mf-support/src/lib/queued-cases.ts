// Support cases opened offline, as the outbox holds them: waiting to send until the server has them, or
// failed (the server's reason, or no answer within 24 hours) with Try again and Discard. Read live from the
// outbox, so a case the service worker or another tab sends leaves at once. Shared by the case list and the
// case's chat, which is where the case's first messages wait behind it (the case's outbox scope).
import { chatScope } from '@callout/chat/chat-calls';
import { type OutboxItem, outboxDb } from '@callout/offline/outbox-db';
import { retryOutboxItem } from '@callout/offline/replay-outbox';
import { useOutbox } from '@callout/offline/use-outbox';
import { useMemo } from 'react';
import type { AccountType } from '../config/paths';

export const newCasePath = (role: AccountType) =>
  role === 'provider' ? 'provider/newsupportcase' : 'newsupportcase';

/** The outbox scope of a case: its chat's, so the chat's first messages queue behind it. */
export const caseScope = (caseId: string) => chatScope('SUPPORT', caseId);

export interface QueuedCase {
  /** The outbox item's key (its Idempotency-Key). */
  key: string;
  caseId: string;
  subject: string;
  createdAt: number;
  status: 'sending' | 'failed';
  /** Why it failed: the server's words, or null when it went unanswered for 24 hours. */
  error: string | null;
}

const isCaseOf = (role: AccountType) => (item: OutboxItem) =>
  new URL(item.url, 'http://localhost').pathname.endsWith(`/${newCasePath(role)}`) &&
  Boolean(item.fields.CaseID);

function queuedCase(item: OutboxItem): QueuedCase {
  return {
    key: item.key,
    caseId: item.fields.CaseID ?? '',
    subject: item.fields.value ?? '',
    createdAt: item.createdAt,
    status: item.status,
    error: item.expired ? null : (item.error ?? null),
  };
}

/** The signed-in account's cases in the outbox, newest first as the server lists cases. */
export function useQueuedCases(role: AccountType): readonly QueuedCase[] {
  const items = useOutbox();
  return useMemo(() => items.filter(isCaseOf(role)).map(queuedCase).reverse(), [items, role]);
}

export async function retryQueuedCase(queued: QueuedCase): Promise<void> {
  await retryOutboxItem(queued.key);
}

/** The case goes, and the messages written in its chat with it: without it they have no case to reach. */
export async function discardQueuedCase(queued: QueuedCase): Promise<void> {
  await outboxDb.outbox.where('scope').equals(caseScope(queued.caseId)).delete();
}
