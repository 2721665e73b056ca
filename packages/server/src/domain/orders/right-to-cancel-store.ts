// The right to cancel a service booked online: 14 days from the booking. When the job's day or arrival
// window begins inside them, the customer is asked on the payment page to request expressly that the work
// start then; that request is kept with the order, with its time. Products an operator marks exempt (car
// hire for a fixed date, urgent repairs) have no such right and follow the cancellation policy alone.
// Cancelling before the work started costs nothing either way (cancellation-policy.ts).
import { type CancelRight, cancelRightDays } from '@callout/contracts/booking';
import { type CancelBasis, cancelBases } from '@callout/contracts/cancel-cost';
import type { Queryable } from '../../infra/db/database';
import { isoTimestamp } from './order-store';

export { cancelRightDays };

interface CancelRightRow {
  /** The job is not started and its day or window begins inside the 14 days. */
  exempt: boolean;
  starts_within: boolean;
  cancel_until: string;
  start_requested_at: string | null;
}

/** What the payment page, the confirmation mail and the receipt tell about the right; null: no such order. */
export async function cancelRightOf(db: Queryable, orderId: string): Promise<CancelRight | null> {
  const [row] = await db.query<CancelRightRow>(
    `SELECT p.cancel_exempt AS exempt,
        -- Asked only before the work: not for a charge after a cancel, nor an hourly job paid at its end.
        o.status IN ('NEW ORDER', 'SCHEDULED')
          AND coalesce(s.window_starts, s.scheduled_on::timestamp AT TIME ZONE 'Europe/London')
            < o.created_at + make_interval(days => $2::int) AS starts_within,
        ${isoTimestamp(`(o.created_at + make_interval(days => $2::int))`)} AS cancel_until,
        ${isoTimestamp('o.start_requested_at')} AS start_requested_at
      FROM orders o
      JOIN order_shipping s ON s.order_id = o.id
      JOIN products p ON p.id = o.product_id
      WHERE o.id = $1`,
    [orderId, cancelRightDays],
  );
  if (!row) return null;
  return {
    Exempt: row.exempt,
    StartsWithinPeriod: !row.exempt && row.starts_within,
    CancelUntil: row.cancel_until,
    StartRequestedAt: row.start_requested_at,
  };
}

/** Keeps the customer's express request that the work start inside the 14 days; the first time counts. */
export async function recordStartRequest(db: Queryable, orderId: string): Promise<void> {
  await db.query('UPDATE orders SET start_requested_at = coalesce(start_requested_at, now()) WHERE id = $1', [
    orderId,
  ]);
}

export interface Cancellation {
  Basis: CancelBasis;
  /** In the order's currency. */
  Charge: number;
  /** Cancelled inside the 14 days, the product not exempt. */
  WithinRight: boolean;
}

/** Why a cancelled order's cancel cost what it cost, as kept when it was cancelled; null otherwise. */
export async function cancellationOf(db: Queryable, orderId: string): Promise<Cancellation | null> {
  const [row] = await db.query<{ basis: string | null; charge: number | null; within: boolean }>(
    `SELECT o.cancel_basis AS basis, o.cancel_charge_minor AS charge,
        NOT p.cancel_exempt AND o.cancelled_at < o.created_at + make_interval(days => $2::int) AS within
      FROM orders o JOIN products p ON p.id = o.product_id
      WHERE o.id = $1 AND o.status = 'CANCELLED'`,
    [orderId, cancelRightDays],
  );
  const basis = cancelBases.find((known) => known === row?.basis);
  if (!row || !basis) return null;
  return { Basis: basis, Charge: (row.charge ?? 0) / 100, WithinRight: Boolean(row.within) };
}
