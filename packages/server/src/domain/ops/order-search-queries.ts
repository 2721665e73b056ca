// What the operator's order search and an order's story read (order-search.ts): order summaries a page at a
// time, and one order with its times, money, refunds and payouts.
import type { ordersQuerySchema } from '@callout/contracts/ops-people';
import type { Queryable } from '../../infra/db/database';
import { cursorParts, microsOf, olderThan } from '../../infra/db/keyset';
import { containsPattern } from '../catalogue/search';
import { isoTimestamp } from '../orders/order-store';

type OrdersQuery = ReturnType<typeof ordersQuerySchema.parse>;

export interface SummaryRow {
  id: string;
  created: string;
  status: string;
  payment_status: string;
  product_name: string;
  currency: string;
  price: string;
  customer_id: string;
  customer_email: string | null;
  provider_id: string | null;
  provider_email: string | null;
}

const summaryColumns = `o.id, ${isoTimestamp('o.created_at')} AS created, o.status, o.payment_status,
  o.product_name, o.currency, o.price::text, o.customer_id, c.email AS customer_email, o.provider_id,
  p.email AS provider_email`;

/** The summaries' SQL, newest first; `where` is trusted SQL over `o` (orders), `c` (customer) and `p` (provider). */
const summariesSql = (where: string, limit: number) =>
  `SELECT ${summaryColumns}, ${microsOf('o.created_at')} AS cursor_micros, o.id AS cursor_id
   FROM orders o JOIN accounts c ON c.id = o.customer_id LEFT JOIN accounts p ON p.id = o.provider_id
   WHERE ${where}
   ORDER BY o.created_at DESC, o.id
   LIMIT ${limit}`;

/** Newest first; `where` is trusted SQL over `o` (orders), `c` (customer) and `p` (provider). */
function orderSummaryRows(
  db: Queryable,
  filter: { where: string; params: unknown[]; limit: number },
): Promise<SummaryRow[]> {
  return db.query<SummaryRow>(summariesSql(filter.where, filter.limit), filter.params);
}

/** The orders the account is the customer or the provider of, newest first. */
export const ordersOfAccount = (db: Queryable, accountId: string, limit: number) =>
  orderSummaryRows(db, { where: '(o.customer_id = $1 OR o.provider_id = $1)', params: [accountId], limit });

/**
 * The orders whose id, customer's or provider's email, or product contain the search (`pattern`, its SQL
 * parameter). Text without a space can only be found within one of them, so each is searched on its own
 * trigram index (migrations/0410-search-trigrams.sql); text with a space may run from one into the next, as
 * the fields are joined by spaces, so it is searched in them joined.
 */
function searchCondition(search: string, pattern: string): string {
  if (search.includes(' ')) return `concat_ws(' ', o.id, c.email, p.email, o.product_name) ILIKE ${pattern}`;
  return `o.id IN (
      SELECT id FROM orders WHERE id ILIKE ${pattern} OR product_name ILIKE ${pattern}
      UNION SELECT od.id FROM accounts a JOIN orders od ON od.customer_id = a.id WHERE a.email ILIKE ${pattern}
      UNION SELECT od.id FROM accounts a JOIN orders od ON od.provider_id = a.id WHERE a.email ILIKE ${pattern})`;
}

/**
 * The SQL of a page of the console's order list and its parameters (also read by the test that the plan
 * pages off the index): newest first, orders of one moment by id, as orders_newest and, for one status,
 * orders_status_newest keep them; `before` is the `Next` of the page before.
 */
export function opsOrdersQuery(query: OrdersQuery, size: number): [string, unknown[]] {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ['true'];
  // No condition for every status: one the planner cannot see through would keep it off the status index.
  if (query.status !== 'all') where.push(`o.status = ${param(query.status)}`);
  if (query.search) where.push(searchCondition(query.search, param(containsPattern(query.search))));
  if (query.before) {
    const { micros, id } = cursorParts(query.before);
    where.push(olderThan('o.created_at', 'o.id', param(micros), param(id), 'ascending'));
  }
  return [summariesSql(where.join(' AND '), size + 1), params];
}

/** A page of the console's order list (one more row than `size`, to tell whether a page follows). */
export function orderPageRows(db: Queryable, query: OrdersQuery, size: number) {
  return db.query<SummaryRow & { cursor_micros: string; cursor_id: string }>(...opsOrdersQuery(query, size));
}

export interface OrderTimes {
  amount_due: string | null;
  pay_rate: string;
  cancelled_by: string | null;
  created: string;
  accepted: string | null;
  paid: string | null;
  started: string | null;
  ended: string | null;
  cancelled: string | null;
}

/** One order with its times, or null. */
export async function orderWithTimes(
  db: Queryable,
  orderId: string,
): Promise<(SummaryRow & OrderTimes) | null> {
  const [row] = await db.query<SummaryRow & OrderTimes>(
    `SELECT ${summaryColumns}, o.amount_due::text, o.pay_rate, o.cancelled_by,
       ${isoTimestamp('o.provider_accepted_at')} AS accepted, ${isoTimestamp('o.paid_at')} AS paid,
       ${isoTimestamp('o.started_at')} AS started, ${isoTimestamp('o.ended_at')} AS ended,
       ${isoTimestamp('o.cancelled_at')} AS cancelled
     FROM orders o JOIN accounts c ON c.id = o.customer_id LEFT JOIN accounts p ON p.id = o.provider_id
     WHERE o.id = $1`,
    [orderId],
  );
  return row ?? null;
}

/** Captured and refunded on all the order's payments, in minor units. */
export async function orderMoney(
  db: Queryable,
  orderId: string,
): Promise<{ captured: number; refunded: number }> {
  const [money] = await db.query<{ captured: number | string; refunded: number | string }>(
    `SELECT coalesce(sum(amount_captured_minor), 0) AS captured, coalesce(sum(amount_refunded_minor), 0) AS refunded
     FROM payments WHERE order_id = $1`,
    [orderId],
  );
  return { captured: Number(money?.captured ?? 0), refunded: Number(money?.refunded ?? 0) };
}

/** The order's refunds, each at its last change, with why (and why refused). */
export function refundRows(db: Queryable, orderId: string) {
  return db.query<{ at: string; status: string; amount_minor: number; detail: string | null }>(
    `SELECT ${isoTimestamp('coalesce(done_at, created_at)')} AS at, status, amount_minor,
       CASE WHEN status = 'refused' THEN concat_ws(': ', reason, failure_reason) ELSE reason END AS detail
     FROM payment_refunds WHERE order_id = $1`,
    [orderId],
  );
}

/** The order's payout, at its last change, with what it paid (or owes) and why it failed or waits. */
export function payoutRows(db: Queryable, orderId: string) {
  return db.query<{
    at: string;
    status: string;
    amount_minor: number;
    detail: string | null;
    held_reason: string | null;
  }>(
    `SELECT ${isoTimestamp(`CASE WHEN status = 'paid' THEN paid_at WHEN status = 'pending' THEN created_at
       ELSE updated_at END`)} AS at,
       status, CASE WHEN status = 'paid' THEN transferred_minor ELSE net_minor END AS amount_minor,
       failure_reason AS detail, held_reason
     FROM payouts WHERE order_id = $1`,
    [orderId],
  );
}
