// HMRC seller reminders (hmrc_seller_reminders): one row per reminder sent, written with its bell and mail;
// who is due one; and when a provider's payouts wait for their details, as SQL the payout statements share.
import type { Queryable } from '../../../infra/db/database';
import { daysBeforeHold, daysBetweenReminders, remindersBeforeHold } from './seller-hold-rule';

/** SQL true while the provider of `payouts` (a table or alias) must give their details before being paid. */
export const heldForSellerDetails = (payouts: string) =>
  `(NOT EXISTS (SELECT 1 FROM seller_tax_details sd WHERE sd.provider_id = ${payouts}.provider_id)
    AND (SELECT count(*) FROM hmrc_seller_reminders hr
         WHERE hr.provider_id = ${payouts}.provider_id AND hr.kind <> 'payouts-held') >= ${remindersBeforeHold}
    AND (SELECT max(hr.sent_at) - min(hr.sent_at) FROM hmrc_seller_reminders hr
         WHERE hr.provider_id = ${payouts}.provider_id AND hr.kind <> 'payouts-held')
      >= interval '${daysBetweenReminders} days'
    AND (SELECT min(hr.sent_at) FROM hmrc_seller_reminders hr WHERE hr.provider_id = ${payouts}.provider_id)
      <= now() - interval '${daysBeforeHold} days')`;

/** Providers without details who are owed, or have been paid, or can be paid: none reminded before. */
const firstPayoutQuery = `
  SELECT a.id FROM accounts a
  WHERE a.role = 'provider' AND a.deleted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM seller_tax_details sd WHERE sd.provider_id = a.id)
    AND (EXISTS (SELECT 1 FROM payouts po WHERE po.provider_id = a.id)
      OR EXISTS (SELECT 1 FROM payout_accounts pa WHERE pa.provider_id = a.id))
    AND NOT EXISTS (SELECT 1 FROM hmrc_seller_reminders hr WHERE hr.provider_id = a.id AND hr.kind = 'first-payout')
  ORDER BY a.id`;

/**
 * Providers without details who had a payout in the year (London), not yet reminded of its deadline, whose
 * last reminder (if any) is `daysBetweenReminders` days old.
 */
const deadlineQuery = `
  SELECT a.id FROM accounts a
  WHERE a.role = 'provider' AND a.deleted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM seller_tax_details sd WHERE sd.provider_id = a.id)
    AND EXISTS (SELECT 1 FROM payouts po WHERE po.provider_id = a.id
      AND extract(year FROM po.created_at AT TIME ZONE 'Europe/London') = $1)
    AND NOT EXISTS (SELECT 1 FROM hmrc_seller_reminders hr WHERE hr.provider_id = a.id AND hr.kind = $2)
    AND NOT EXISTS (SELECT 1 FROM hmrc_seller_reminders hr WHERE hr.provider_id = a.id
      AND hr.sent_at > now() - interval '${daysBetweenReminders} days')
  ORDER BY a.id`;

/** Providers whose owed payouts now wait for their details, not yet told so. */
const heldQuery = `
  SELECT DISTINCT po.provider_id AS id FROM payouts po
  WHERE po.transfer_id IS NULL AND po.amount_minor > po.transferred_minor AND po.status IN ('pending', 'failed')
    AND ${heldForSellerDetails('po')}
    AND NOT EXISTS (SELECT 1 FROM hmrc_seller_reminders hr
                    WHERE hr.provider_id = po.provider_id AND hr.kind = 'payouts-held')
  ORDER BY 1`;

/** Records the reminder; false when it was sent already (a concurrent pass waits on the row, then sends none). */
export async function noteReminder(tx: Queryable, providerId: string, kind: string): Promise<boolean> {
  const [sent] = await tx.query<{ provider_id: string }>(
    `INSERT INTO hmrc_seller_reminders (provider_id, kind) VALUES ($1, $2)
     ON CONFLICT (provider_id, kind) DO NOTHING RETURNING provider_id`,
    [providerId, kind],
  );
  return sent !== undefined;
}

/** Where a reminder is mailed; null for a deleted account. */
export async function reminderReader(
  tx: Queryable,
  providerId: string,
): Promise<{ email: string | null; first_name: string | null } | null> {
  const [reader] = await tx.query<{ email: string | null; first_name: string | null }>(
    'SELECT email, first_name FROM accounts WHERE id = $1 AND deleted_at IS NULL',
    [providerId],
  );
  return reader ?? null;
}

export const providersDueFirstReminder = (db: Queryable) => db.query<{ id: string }>(firstPayoutQuery);

export const providersDueDeadlineReminder = (db: Queryable, year: number, kind: string) =>
  db.query<{ id: string }>(deadlineQuery, [year, kind]);

export const providersNewlyHeld = (db: Queryable) => db.query<{ id: string }>(heldQuery);
