// GET /startorder?orderid=: the customer starts the job (NEW ORDER or SCHEDULED → IN-PROGRESS).
import { callOrderAction } from './order-action';

export const startOrder = (orderId: string) => callOrderAction('startorder', orderId);
