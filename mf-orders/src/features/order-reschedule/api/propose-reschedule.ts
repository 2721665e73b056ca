// POST /proposereschedule (and the provider's): another date and arrival window for the order. Sent through
// the offline outbox like a chat post: it carries an Idempotency-Key, waits in the outbox while offline and
// is sent once when the connection returns (the server applies each key once).
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type ProposeRescheduleInput,
  proposeRescheduleInputSchema,
  proposeRescheduleResponseSchema,
} from '@callout/contracts/reschedule';
import { api } from '@callout/module-kit/api';
import { idempotencyKeyHeader, newIdempotencyKey } from '@callout/offline/idempotency';
import { outboxScopes } from '@callout/offline/outbox-db';
import { discardOutboxItem } from '@callout/offline/outbox-items';
import { outboxFetch, queuedHeader } from '@callout/offline/send-or-queue';
import type { AccountType } from '../../../config/paths';
import { reschedulePath } from './get-reschedules';

export type ProposalOutcome =
  | { state: 'sent'; message: string }
  | { state: 'queued' }
  | { state: 'refused'; message: string };

/** The outbox scope of an order's proposals, for `useOutbox`. */
export const rescheduleScope = (orderId: string) => outboxScopes.reschedule(orderId);

export async function proposeReschedule(
  accountType: AccountType,
  input: { orderid: string; date: string; window: string },
): Promise<ProposalOutcome> {
  const path = reschedulePath(accountType, 'proposereschedule');
  const key = newIdempotencyKey();
  const body: ProposeRescheduleInput = proposeRescheduleInputSchema.parse(input);
  const response = await api.post(path, {
    body: formBody({ orderid: body.orderid, date: body.date, window: body.window }),
    headers: { [idempotencyKeyHeader]: key },
    fetch: outboxFetch(rescheduleScope(input.orderid)),
    throwHttpErrors: false,
  });
  if (response.headers.get(queuedHeader)) return { state: 'queued' };
  const reply = await parseJson(proposeRescheduleResponseSchema, Promise.resolve(response), `/${path}`);
  if (response.ok && reply.success) return { state: 'sent', message: reply.message };
  // Refused while the user is looking: say why at once instead of leaving a failed copy in the outbox.
  await discardOutboxItem(key);
  return { state: 'refused', message: reply.message };
}
