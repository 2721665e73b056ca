// What the database's clock and the payments say about cancelling an order now: the figures
// cancel-cost.ts turns into the charge.
import type { Queryable } from '../../infra/db/database';
import { cancelRightDays } from './right-to-cancel-store';

export interface CancelClock {
  /** Seconds since the job started; 0 before. */
  seconds: number;
  /** Inside the right-to-cancel period, the product not exempt. */
  within: boolean;
  /** The customer asked for the work to start inside the period, before it began. */
  requested: boolean;
}

export async function cancelClock(db: Queryable, orderId: string): Promise<CancelClock> {
  const [row] = await db.query<CancelClock>(
    `SELECT coalesce(extract(epoch FROM now() - o.started_at), 0)::float8 AS seconds,
       NOT p.cancel_exempt AND now() < o.created_at + make_interval(days => $2::int) AS within,
       -- Only a request made before the work began counts: the law asks for it before the start.
       coalesce(o.start_requested_at <= coalesce(o.started_at, now()), false) AS requested
     FROM orders o JOIN products p ON p.id = o.product_id WHERE o.id = $1`,
    [orderId, cancelRightDays],
  );
  return {
    seconds: Number(row?.seconds ?? 0),
    within: Boolean(row?.within),
    requested: Boolean(row?.requested),
  };
}

/** What the card has paid or holds for the order now, in pence: a hold, or a capture less its refunds. */
export async function paidForOrder(db: Queryable, orderId: string): Promise<number> {
  const [row] = await db.query<{ minor: number }>(
    `SELECT (CASE WHEN status = 'requires_capture' THEN amount_minor
                  WHEN status = 'succeeded' THEN amount_captured_minor - amount_refunded_minor
                  ELSE 0 END)::int AS minor
     FROM payments WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [orderId],
  );
  return Math.max(0, row?.minor ?? 0);
}
