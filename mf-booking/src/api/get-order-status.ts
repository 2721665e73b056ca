// GET /orderdetails?orderid=: only the order's status, to tell a refused cancel from one already done.
import { parseJson } from '@callout/api-client/client';
import {
  type OrderStatus,
  orderDetailsQuerySchema,
  orderDetailsResponseSchema,
} from '@callout/contracts/orders';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '../lib/errors';

export async function getOrderStatus(orderid: string): Promise<OrderStatus | undefined> {
  const searchParams = orderDetailsQuerySchema.parse({ orderid });
  const reply = await parseJson(
    orderDetailsResponseSchema,
    api.get('orderdetails', { searchParams }),
    '/orderdetails',
  );
  return requireSuccess(reply).orderInfo?.[0]?.OrderStatus;
}
