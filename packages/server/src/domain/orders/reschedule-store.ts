// The SQL of rescheduling by agreement: an order's proposals (order_reschedules), the time before its booked
// window, and the move itself. Times are read as London's days and HH:MM, as the order pages show them.
import type { Reschedule } from '@callout/contracts/reschedule';
import type { Queryable } from '../../infra/db/database';
import { inLondon, londonTimeSql } from '../../infra/db/london-day';
import type { Row } from '../../infra/db/row';
import type { OrderReschedulesTable } from '../../infra/db/schema.generated';
import type { JobLength, Slot } from '../booking/arrival-windows';
import { isoTimestamp } from './order-store';

export type ProposalRow = Row<
  OrderReschedulesTable,
  'order_id' | 'charge_minor',
  {
    id: string;
    proposed_by: 'customer' | 'provider';
    status: 'PENDING' | 'ACCEPTED' | 'DECLINED';
    from_day: string;
    from_start: string | null;
    from_end: string | null;
    to_day: string;
    to_start: string;
    to_end: string;
    proposed: string;
    answered: string | null;
  }
>;

const proposalSelect = `SELECT r.id::text AS id, r.order_id, r.proposed_by, r.status, r.charge_minor,
    to_char(r.from_day, 'YYYY-MM-DD') AS from_day, ${londonTimeSql('r.from_starts')} AS from_start,
    ${londonTimeSql('r.from_ends')} AS from_end, to_char(r.to_day, 'YYYY-MM-DD') AS to_day,
    ${londonTimeSql('r.to_starts')} AS to_start, ${londonTimeSql('r.to_ends')} AS to_end,
    ${isoTimestamp('r.created_at')} AS proposed, ${isoTimestamp('r.answered_at')} AS answered
  FROM order_reschedules r`;

export const proposalOf = (row: ProposalRow): Reschedule => ({
  ID: row.id,
  By: row.proposed_by,
  From: { Date: row.from_day, Start: row.from_start, End: row.from_end },
  To: { Date: row.to_day, Start: row.to_start, End: row.to_end },
  Charge: row.charge_minor / 100,
  Status: row.status,
  Proposed: row.proposed,
  Answered: row.answered,
});

/** An order's proposals, oldest first. */
export function orderProposals(db: Queryable, orderId: string): Promise<ProposalRow[]> {
  return db.query<ProposalRow>(`${proposalSelect} WHERE r.order_id = $1 ORDER BY r.created_at, r.id`, [
    orderId,
  ]);
}

/** One proposal of the order, locked until the transaction ends when `lock`. */
export async function findProposal(
  db: Queryable,
  orderId: string,
  proposalId: string,
  lock = false,
): Promise<ProposalRow | null> {
  const [row] = await db.query<ProposalRow>(
    `${proposalSelect} WHERE r.order_id = $1 AND r.id = $2::bigint${lock ? ' FOR UPDATE' : ''}`,
    [orderId, proposalId],
  );
  return row ?? null;
}

export async function pendingProposal(db: Queryable, orderId: string): Promise<ProposalRow | null> {
  const [row] = await db.query<ProposalRow>(
    `${proposalSelect} WHERE r.order_id = $1 AND r.status = 'PENDING'`,
    [orderId],
  );
  return row ?? null;
}

/** The proposal an earlier call with this Idempotency-Key made, if any. */
export async function proposalByKey(
  db: Queryable,
  orderId: string,
  by: 'customer' | 'provider',
  key: string,
): Promise<ProposalRow | null> {
  const [row] = await db.query<ProposalRow>(
    `${proposalSelect} WHERE r.order_id = $1 AND r.proposed_by = $2 AND r.idempotency_key = $3`,
    [orderId, by, key],
  );
  return row ?? null;
}

/** Hours from now (the database's clock) to the start of the booked window, or of the day in London. */
export async function hoursBeforeBookedTime(db: Queryable, orderId: string): Promise<number> {
  const [row] = await db.query<{ hours: number }>(
    `SELECT extract(epoch FROM coalesce(window_starts, ${inLondon('scheduled_on::timestamp')}) - now())::float8
       / 3600 AS hours
     FROM order_shipping WHERE order_id = $1`,
    [orderId],
  );
  if (!row) throw new Error(`order ${orderId} has no shipping row`);
  return Number(row.hours);
}

/** The order's job length, as its booking worked it out (the product's duration, or the hours booked). */
export async function orderJobLength(db: Queryable, orderId: string): Promise<JobLength> {
  const [row] = await db.query<{
    pay_rate: JobLength['payRate'];
    duration: number | null;
    hours: number | null;
  }>(
    `SELECT o.pay_rate, p.duration_minutes AS duration, s.job_hours AS hours
     FROM orders o JOIN order_shipping s ON s.order_id = o.id LEFT JOIN products p ON p.id = o.product_id
     WHERE o.id = $1`,
    [orderId],
  );
  if (!row) throw new Error(`order ${orderId} not found`);
  return { payRate: row.pay_rate, durationMinutes: row.duration, hours: row.hours ?? undefined };
}

export async function insertProposal(
  tx: Queryable,
  proposal: {
    orderId: string;
    by: 'customer' | 'provider';
    key: string | null;
    date: string;
    slot: Slot;
    chargeMinor: number;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO order_reschedules (order_id, proposed_by, idempotency_key, from_day, from_starts, from_ends,
       to_day, to_starts, to_ends, charge_minor)
     SELECT $1, $2, $3, s.scheduled_on, s.window_starts, s.window_ends, $4::date, $5, $6, $7
     FROM order_shipping s WHERE s.order_id = $1
     RETURNING id::text AS id`,
    [
      proposal.orderId,
      proposal.by,
      proposal.key,
      proposal.date,
      proposal.slot.From,
      proposal.slot.Until,
      proposal.chargeMinor,
    ],
  );
  if (!row) throw new Error(`order ${proposal.orderId} has no shipping row`);
  return row.id;
}

/**
 * Moves the order to the accepted proposal's date and window (`slot`, claimed under the provider's lock)
 * and records its charge: kept on the order, and added to what a PER JOB order costs (amount_due) so the
 * payment taken for the job includes it. A PER HOUR job adds it when its time is priced.
 */
export async function applyProposal(tx: Queryable, proposal: ProposalRow, slot: Slot): Promise<void> {
  await tx.query(
    `UPDATE order_shipping SET scheduled_on = $2::date, window_starts = $3, window_ends = $4, busy_until = $5
     WHERE order_id = $1`,
    [proposal.order_id, proposal.to_day, slot.From, slot.Until, slot.busyUntil.toISOString()],
  );
  await tx.query(
    `UPDATE order_reschedules SET status = 'ACCEPTED', answered_at = now() WHERE id = $1::bigint`,
    [proposal.id],
  );
  const charge = proposal.charge_minor;
  await tx.query(
    `UPDATE orders SET updated_at = now(),
       reschedule_charge_minor = CASE WHEN $2::int > 0 THEN coalesce(reschedule_charge_minor, 0) + $2::int
         ELSE reschedule_charge_minor END,
       amount_due = CASE WHEN $2::int > 0 AND pay_rate = 'PER JOB' THEN coalesce(amount_due, price) + $2::int / 100.0
         ELSE amount_due END
     WHERE id = $1`,
    [proposal.order_id, charge],
  );
}

export async function declineProposal(tx: Queryable, proposalId: string): Promise<void> {
  await tx.query(
    `UPDATE order_reschedules SET status = 'DECLINED', answered_at = now() WHERE id = $1::bigint`,
    [proposalId],
  );
}
