// Which credentials are due a reminder before they expire, and the reminder's row (credential, days) that
// the transaction telling the provider inserts first (expiry-reminders.ts sends them).
import type { Queryable } from '../../../infra/db/database';

export interface DueRow {
  id: number;
  provider_id: string;
  email: string | null;
  name: string;
  expires_on: string;
}

/**
 * VERIFIED credentials of live accounts expiring after `from` and at most on `to`, not reminded `days`
 * before yet, and not renewed (no later one of the same kind VERIFIED); at most 500, soonest first.
 */
export function dueReminders(db: Queryable, from: string, to: string, days: number): Promise<DueRow[]> {
  return db.query<DueRow>(
    `SELECT pc.id, pc.provider_id, a.email, k.name, to_char(pc.expires_on, 'YYYY-MM-DD') AS expires_on
       FROM provider_credentials pc
       JOIN credential_kinds k ON k.id = pc.kind_id
       JOIN accounts a ON a.id = pc.provider_id
       WHERE pc.status = 'VERIFIED' AND pc.expires_on > $1::date AND pc.expires_on <= $2::date
         AND a.deleted_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM credential_reminders cr WHERE cr.credential_id = pc.id AND cr.days_before = $3)
         AND NOT EXISTS (SELECT 1 FROM provider_credentials later
           WHERE later.provider_id = pc.provider_id AND later.kind_id = pc.kind_id AND later.status = 'VERIFIED'
             AND (later.expires_on IS NULL OR later.expires_on > pc.expires_on))
       ORDER BY pc.expires_on, pc.id
       LIMIT 500`,
    [from, to, days],
  );
}

/** The reminder's row; false when another instance (or an earlier run) inserted it first. */
export async function claimReminder(tx: Queryable, credentialId: number, days: number): Promise<boolean> {
  const claimed = await tx.query(
    `INSERT INTO credential_reminders (credential_id, days_before) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING 1`,
    [credentialId, days],
  );
  return claimed.length > 0;
}
