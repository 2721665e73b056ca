// When a request's acceptance matters: before the job starts and while the order is open.
import type { OrderStatus } from '@callout/contracts/orders';

export const isAwaitingStart = (status: OrderStatus) => status === 'NEW ORDER' || status === 'SCHEDULED';
