// The live updates' statements: the NOTIFY that carries events and cache changes between instances, the
// listening connection's LISTEN and heartbeat, and the look-ups that find who hears of a change (an order's
// parties, a case's owner, a dispute's parties, a new request's notified providers, the bell's new rows).
import type { Queryable } from '../db/database';

/**
 * Sends a NOTIFY (`$1` channel, `$2` payload) as a statement of its own, committed without waiting for the
 * WAL flush (synchronous_commit off for this one transaction). PostgreSQL holds one lock for every
 * notifying transaction from before its commit to the end of it, so with a synchronous commit the
 * notifications of all instances go one fsync at a time (the chat posts' live events, in a load run with
 * fsync on). A notification is worth nothing after a crash anyway: listeners then lose their connection,
 * hear `lost` and resync. Listeners hear it once it commits, as before.
 */
const notifyStatement = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)`;

/** Sends `payload` on `channel` to every instance listening (see `notifyStatement`). */
export async function notify(db: Queryable, channel: string, payload: string | undefined): Promise<void> {
  await db.query(notifyStatement, [channel, payload]);
}

/** The statement that starts listening on `channel` (a fixed name of ours: LISTEN takes no parameter). */
export const listenStatement = (channel: string) => `LISTEN ${channel}`;

/** The trivial query the listening connection is asked now and then, to find a silent network cut. */
export const heartbeatStatement = 'SELECT 1';

/** Who hears about an order: its customer, its engaged provider, and (for bids) the providers who bid. */
export async function orderParties(
  db: Queryable,
  orderId: string,
  { bidders = false }: { bidders?: boolean } = {},
): Promise<{ customer: string | null; provider: string | null; bidders: string[] }> {
  const [order] = await db.query<{ customer_id: string; provider_id: string | null }>(
    'SELECT customer_id, provider_id FROM orders WHERE id = $1',
    [orderId],
  );
  if (!order) return { customer: null, provider: null, bidders: [] };
  const bidding = bidders
    ? await db.query<{ provider_id: string }>('SELECT provider_id FROM bids WHERE order_id = $1', [orderId])
    : [];
  return {
    customer: order.customer_id,
    provider: order.provider_id,
    bidders: bidding.map((row) => row.provider_id),
  };
}

/** The account that opened support case `caseId`, if there is one. */
export async function supportCaseOwner(db: Queryable, caseId: string): Promise<string | undefined> {
  return (
    await db.query<{ account_id: string }>('SELECT account_id FROM support_cases WHERE id = $1', [caseId])
  )[0]?.account_id;
}

/** The dispute on order `orderId` with its customer and provider, if there is one. */
export async function disputeParties(
  db: Queryable,
  orderId: string,
): Promise<{ id: string; customer_id: string; provider_id: string } | undefined> {
  const [row] = await db.query<{ id: string; customer_id: string; provider_id: string }>(
    'SELECT id, customer_id, provider_id FROM disputes WHERE order_id = $1',
    [orderId],
  );
  return row;
}

/** The accounts that were sent a bell notification with one of `eventKeys`. */
export async function notifiedAccounts(db: Queryable, eventKeys: string[]): Promise<string[]> {
  const told = await db.query<{ account_id: string }>(
    'SELECT account_id FROM notifications WHERE event_key = ANY($1::text[])',
    [eventKeys],
  );
  return told.map((row) => row.account_id);
}

/** The newest notification's id, or 0 when there is none. */
export async function newestNotificationId(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: string | null }>('SELECT max(id)::text AS id FROM notifications');
  return Number(row?.id ?? 0);
}

/** The notifications after id `after`, oldest first, each with its account. */
export function notificationsAfter(
  db: Queryable,
  after: number,
): Promise<Array<{ id: string; account_id: string }>> {
  return db.query<{ id: string; account_id: string }>(
    'SELECT id::text AS id, account_id FROM notifications WHERE id > $1 ORDER BY id',
    [after],
  );
}
