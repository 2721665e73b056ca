// POST /answerreschedule (and the provider's): accept or decline the other side's proposal, or decline one's
// own to withdraw it. Online only: accepting moves the order and may change what it costs.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  answerRescheduleInputSchema,
  answerRescheduleResponseSchema,
  type RescheduleAnswer,
} from '@callout/contracts/reschedule';
import { api } from '@callout/module-kit/api';
import type { AccountType } from '../../../config/paths';
import { reschedulePath } from './get-reschedules';

export async function answerReschedule(
  accountType: AccountType,
  orderId: string,
  proposal: string,
  answer: RescheduleAnswer,
): Promise<{ ok: boolean; message: string }> {
  const path = reschedulePath(accountType, 'answerreschedule');
  const input = answerRescheduleInputSchema.parse({ orderid: orderId, proposal, answer });
  const response = await api.post(path, { body: formBody(input), throwHttpErrors: false });
  const reply = await parseJson(answerRescheduleResponseSchema, Promise.resolve(response), `/${path}`);
  return { ok: response.ok && reply.success, message: reply.message };
}
