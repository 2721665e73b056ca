// The shared shape of the status-changing GETs (?orderid=): each endpoint file names its path.
import { parseJson } from '@callout/api-client/client';
import { orderActionQuerySchema, orderActionResponseSchema } from '@callout/contracts/orders';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

export async function callOrderAction(path: string, orderId: string) {
  const searchParams = orderActionQuerySchema.parse({ orderid: orderId });
  return requireSuccess(
    await parseJson(orderActionResponseSchema, api.get(path, { searchParams }), `/${path}`),
  );
}
