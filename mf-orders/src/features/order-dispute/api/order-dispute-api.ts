// The problem reported on an order: GET /orderdispute (or /provider/orderdispute), and what each side does
// with it (report with photos, write in its chat, offer, answer). Refusals carry the server's words.
import { formBody, parseAnswer } from '@callout/api-client/client';
import { type OrderDisputeResponse, orderDisputeResponseSchema } from '@callout/contracts/disputes';
import { envelopeSchema } from '@callout/contracts/envelope';
import { api } from '@callout/module-kit/api';
import { requireSuccess, ServerRefusal } from '@callout/module-kit/errors';
import { queryOptions } from '@callout/query';
import type { AccountType } from '../../../config/paths';

export type OrderDispute = OrderDisputeResponse['data'];

const prefixOf = (accountType: AccountType) => (accountType === 'provider' ? 'provider/' : '');

export const orderDisputeQueryOptions = (accountType: AccountType, orderId: string) =>
  queryOptions({
    queryKey: ['order-dispute', accountType, orderId],
    queryFn: async ({ signal }): Promise<OrderDispute> => {
      const path = `${prefixOf(accountType)}orderdispute`;
      const answer = await parseAnswer(
        orderDisputeResponseSchema,
        api.get(path, { searchParams: { orderid: orderId }, signal }),
        `/${path}`,
      );
      return requireSuccess(answer.body, answer).data;
    },
  });

/** A form POST; the server's message on success, a ServerRefusal with its words otherwise. */
async function post(path: string, form: Record<string, string>): Promise<string> {
  const answer = await parseAnswer(envelopeSchema, api.post(path, { body: formBody(form) }), `/${path}`);
  if (!answer.body.success) throw new ServerRefusal(answer.body.message, answer);
  return answer.body.message;
}

export async function reportProblem(
  orderId: string,
  report: { reason: string; description: string; photos: string[] },
): Promise<void> {
  await post('reportproblem', { orderid: orderId, reason: report.reason, description: report.description });
  for (const photo of report.photos) await post('disputephotos', { orderid: orderId, ImageData: photo });
}

/** Words, a photo (a data URL) or both. */
export const sendDisputeMessage = (
  accountType: AccountType,
  orderId: string,
  message: string,
  picture: string | null = null,
) =>
  post(`${prefixOf(accountType)}disputechat`, {
    orderid: orderId,
    Message: message,
    ...(picture ? { ImageData: picture } : {}),
  });

export const makeDisputeOffer = (
  orderId: string,
  offer: { kind: 'PARTIAL_REFUND' | 'RETURN_VISIT'; amount: string; note: string },
) =>
  post('provider/disputeoffer', {
    orderid: orderId,
    kind: offer.kind,
    amount: offer.kind === 'PARTIAL_REFUND' ? offer.amount : '',
    note: offer.note,
  });

export const answerDisputeOffer = (orderId: string, answer: 'ACCEPT' | 'DECLINE') =>
  post('answerdisputeoffer', { orderid: orderId, answer });
