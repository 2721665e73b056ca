// What a customer's push and mail about their order read of it (customer-notices.ts): who they are, the job
// and when it is, its provider, and until when it may be cancelled free of charge.
import type { Queryable } from '../../../infra/db/database';
import { windowLabelSql } from '../../../infra/db/london-day';
import { cancelRightDays } from '../../orders/right-to-cancel-store';
import type { CustomerOrderFacts } from './order-mails';

/** The order as its customer's notices tell of it; null without it, or once the customer is deleted. */
export async function customerOrder(db: Queryable, orderId: string): Promise<CustomerOrderFacts | null> {
  const [row] = await db.query<CustomerOrderFacts>(
    `SELECT o.id, o.customer_id, c.email, c.first_name, o.product_name,
       nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') AS provider_name,
       to_char(s.scheduled_on, 'YYYY-MM-DD') AS scheduled_on, ${windowLabelSql('s')} AS job_window,
       pr.cancel_exempt, o.start_requested_at IS NOT NULL AS start_requested,
       to_char((o.created_at + make_interval(days => ${cancelRightDays})) AT TIME ZONE 'Europe/London', 'YYYY-MM-DD')
         AS cancel_until
     FROM orders o JOIN accounts c ON c.id = o.customer_id
     JOIN order_shipping s ON s.order_id = o.id
     JOIN products pr ON pr.id = o.product_id
     LEFT JOIN accounts p ON p.id = o.provider_id
     WHERE o.id = $1 AND c.deleted_at IS NULL`,
    [orderId],
  );
  return row ?? null;
}
