// GET /receipt?orderid=: the receipt of the customer's order once its payment was taken. Kept on the device,
// so a receipt opened once can be shown, and printed, offline.
import { parseAnswer } from '@callout/api-client/client';
import { type Receipt, receiptResponseSchema } from '@callout/contracts/receipts';
import { api } from '@callout/module-kit/api';
import { requireSuccess, ServerRefusal } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export async function getReceipt(
  orderId: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<Receipt> {
  const answer = await parseAnswer(
    receiptResponseSchema,
    client.get('receipt', { searchParams: { orderid: orderId }, ...(signal ? { signal } : {}) }),
    '/receipt',
  );
  const reply = requireSuccess(answer.body, answer);
  if (!reply.data) throw new ServerRefusal(reply.message);
  return reply.data;
}

export const receiptQueryOptions = (orderId: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: ['receipt', orderId],
    queryFn: ({ signal }) => getReceipt(orderId, signal, client),
  });

export const useReceipt = (orderId: string) => useQuery(receiptQueryOptions(orderId));
