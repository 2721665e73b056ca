// GET /reassignorder?orderid=&personnel=: after a decline, the customer gives the request to another provider.
import { parseJson } from '@callout/api-client/client';
import { reassignOrderQuerySchema, reassignOrderResponseSchema } from '@callout/contracts/order-acceptance';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

export async function reassignOrder(orderId: string, providerId: string) {
  const searchParams = reassignOrderQuerySchema.parse({ orderid: orderId, personnel: providerId });
  return requireSuccess(
    await parseJson(
      reassignOrderResponseSchema,
      api.get('reassignorder', { searchParams }),
      '/reassignorder',
    ),
  );
}
