// GET /endorder?orderid=: the customer ends the job (IN-PROGRESS → COMPLETED); a PER HOUR order is then
// priced by the time taken and paid afterwards.
import { callOrderAction } from './order-action';

export const endOrder = (orderId: string) => callOrderAction('endorder', orderId);
