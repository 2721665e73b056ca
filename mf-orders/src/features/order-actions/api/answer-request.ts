// GET /provider/acceptorder?orderid= and /provider/declineorder?orderid=: the provider answers a request.
import { parseJson } from '@callout/api-client/client';
import { answerRequestQuerySchema, answerRequestResponseSchema } from '@callout/contracts/order-acceptance';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

export async function answerRequest(answer: 'accept' | 'decline', orderId: string) {
  const path = `provider/${answer}order`;
  const searchParams = answerRequestQuerySchema.parse({ orderid: orderId });
  return requireSuccess(
    await parseJson(answerRequestResponseSchema, api.get(path, { searchParams }), `/${path}`),
  );
}
