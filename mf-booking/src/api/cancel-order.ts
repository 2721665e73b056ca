// GET /cancelorder?orderid=: cancels the order a draft holds (Cancel and Publish Job on the negotiate
// page, a booking started over from the dashboard), so none is left in NEW ORDER on the server.
import { parseJson } from '@callout/api-client/client';
import { isClosedOrder } from '@callout/contracts/order-actions';
import { orderActionQuerySchema, orderActionResponseSchema } from '@callout/contracts/orders';
import { api } from '@callout/module-kit/api';
import { ServerRefusal } from '../lib/errors';
import { getOrderStatus } from './get-order-status';

/** Resolves once the order is cancelled, or was closed already; throws the server's refusal otherwise. */
export async function cancelOrder(orderid: string): Promise<void> {
  const searchParams = orderActionQuerySchema.parse({ orderid });
  const reply = await parseJson(
    orderActionResponseSchema,
    api.get('cancelorder', { searchParams }),
    '/cancelorder',
  );
  if (reply.success) return;
  // Cancelled meanwhile (from its details page, another tab): what the customer asked for is done, and
  // refusing would leave them a draft they could never let go of.
  const status = await getOrderStatus(orderid).catch(() => undefined);
  if (status && isClosedOrder(status)) return;
  throw new ServerRefusal(reply.message);
}
