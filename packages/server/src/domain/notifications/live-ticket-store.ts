// The live updates' tickets (live_tickets): stored hashed, good for one connection within their lifetime,
// redeemed by whichever instance the stream reaches.
import type { Queryable } from '../../infra/db/database';

/** Forgets the account's tickets that ran out unused. */
export async function deleteExpiredTickets(db: Queryable, accountId: string): Promise<void> {
  await db.query('DELETE FROM live_tickets WHERE account_id = $1 AND expires_at <= now()', [accountId]);
}

/** A ticket (by its hash) for the account's session, good for `lifetimeSeconds`. */
export async function insertTicket(
  db: Queryable,
  ticketHash: string,
  accountId: string,
  sessionHash: string,
  lifetimeSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO live_tickets (ticket_hash, account_id, session_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [ticketHash, accountId, sessionHash, lifetimeSeconds],
  );
}

/**
 * Deletes the ticket of `ticketHash` and tells whose it was, and whether it was still good: unexpired, its
 * account neither deleted nor suspended, its session still going.
 */
export async function takeTicket(
  db: Queryable,
  ticketHash: string,
): Promise<{ account_id: string; session_hash: string; role: string; fresh: boolean } | undefined> {
  const [row] = await db.query<{ account_id: string; session_hash: string; role: string; fresh: boolean }>(
    `DELETE FROM live_tickets t USING accounts a
     WHERE t.ticket_hash = $1 AND a.id = t.account_id
     RETURNING t.account_id, t.session_hash, a.role,
       (t.expires_at > now() AND a.deleted_at IS NULL AND a.suspended_at IS NULL
        AND EXISTS (SELECT 1 FROM sessions s WHERE s.token_hash = t.session_hash AND s.expires_at > now()))
       AS fresh`,
    [ticketHash],
  );
  return row;
}
