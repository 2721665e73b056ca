// POST /provider/reviews/{orderId}/reply: the provider's one public reply to the customer's review.
import { formBody, parseJson } from '@callout/api-client/client';
import { reviewReplyInputSchema, reviewReplyResponseSchema } from '@callout/contracts/review-trust';
import { api } from '@callout/module-kit/api';

export async function sendReviewReply(
  orderId: string,
  reply: string,
): Promise<{ ok: boolean; message: string }> {
  const path = `provider/reviews/${encodeURIComponent(orderId)}/reply`;
  const response = await api.post(path, {
    body: formBody(reviewReplyInputSchema.parse({ reply })),
    throwHttpErrors: false,
  });
  const answer = await parseJson(reviewReplyResponseSchema, Promise.resolve(response), `/${path}`);
  return { ok: response.ok && answer.success, message: answer.message };
}
