// The order columns starting, ending and cancelling write (lifecycle.ts decides, under the order's row
// lock, and passes its transaction here), and the database's London day the start is checked against.
import type { OrderStatus } from '@callout/contracts/orders';
import type { Queryable } from '../../infra/db/database';
import { londonTodaySql } from '../../infra/db/london-day';

/** Today in London by the database's clock, the one every other day of an order is read against. */
export async function londonToday(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ today: string }>(`SELECT to_char(${londonTodaySql}, 'YYYY-MM-DD') AS today`);
  if (!row) throw new Error('The database did not answer with the day.');
  return row.today;
}

export async function markStarted(tx: Queryable, orderId: string, status: OrderStatus): Promise<void> {
  await tx.query(`UPDATE orders SET status = $2, started_at = now(), updated_at = now() WHERE id = $1`, [
    orderId,
    status,
  ]);
}

/** Ends the order now; the seconds from its start to its end (0 when it never started). */
export async function markEnded(tx: Queryable, orderId: string, status: OrderStatus): Promise<number> {
  const [row] = await tx.query<{ seconds: number }>(
    `UPDATE orders SET status = $2, ended_at = now(), updated_at = now() WHERE id = $1
       RETURNING extract(epoch FROM ended_at - coalesce(started_at, ended_at))::float8 AS seconds`,
    [orderId, status],
  );
  return Number(row?.seconds ?? 0);
}

/** A PER HOUR order's due: the time taken plus the charges of any moves made late (reschedule-store.ts). */
export async function setAmountDue(
  tx: Queryable,
  orderId: string,
  timeTaken: number,
): Promise<number | null> {
  const [due] = await tx.query<{ amount: string }>(
    `UPDATE orders SET amount_due = $2::numeric + coalesce(reschedule_charge_minor, 0) / 100.0 WHERE id = $1
       RETURNING amount_due::text AS amount`,
    [orderId, timeTaken],
  );
  return due ? Number(due.amount) : null;
}

/** Cancels the order, keeping who cancelled, the charge in pence (null: none) and its basis. */
export async function markCancelled(
  tx: Queryable,
  orderId: string,
  status: OrderStatus,
  by: string,
  chargeMinor: number | null,
  basis: string,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = $2, cancelled_at = now(), cancelled_by = $3, updated_at = now(),
         cancel_charge_minor = $4, amount_due = coalesce($4::int / 100.0, amount_due), cancel_basis = $5
       WHERE id = $1`,
    [orderId, status, by, chargeMinor, basis],
  );
}
