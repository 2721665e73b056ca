// The statement a provider is mailed when money is sent to them: one per transfer made at settlement (or
// when a waiting payout goes out), one per provider for each weekly batch. A payout is marked in the same
// transaction that queues its statement, so none is mailed twice; a batch cut short by a crash is mailed by
// the payout sweep once it is clearly over.

import type { Queryable } from '../../infra/db/database';
import { queueMail } from '../../infra/mail/mail-queue';
import { writerFor } from '../../infra/texts/writer';
import { chosenLanguage } from '../accounts/account-language';
import { type StatementLine, statementMail } from './statement-mail';

/** A batch still running after this long has crashed (its lease lasts 30 minutes, renewed as it goes). */
const overdueAfterMinutes = 60;

type Which =
  | { payoutId: number }
  | { batchId: string }
  /** Sent over an hour ago by a batch that never finished; none while the batch's lease is held. */
  | { overdueUnlessLeased: string };

interface MarkedRow {
  provider_id: string;
  order_id: string;
  product_name: string;
  currency: string;
  fee_minor: number;
  transferred_minor: number;
  paid_at: Date | string;
  email: string | null;
  language: string | null;
}

function condition(which: Which): [string, unknown[]] {
  if ('overdueUnlessLeased' in which) {
    return [
      `po.paid_at < now() - make_interval(mins => $1)
       AND NOT EXISTS (SELECT 1 FROM job_leases WHERE name = $2 AND expires_at > now())`,
      [overdueAfterMinutes, which.overdueUnlessLeased],
    ];
  }
  return 'payoutId' in which ? ['po.id = $1', [which.payoutId]] : ['po.batch_id = $1', [which.batchId]];
}

/**
 * Mails the statements of the payouts sent and not yet stated (one payout, a batch's, or those a crash left):
 * one mail per provider and currency. Returns how many were queued.
 */
export async function mailStatements(tx: Queryable, which: Which): Promise<number> {
  const [where, params] = condition(which);
  const rows = await tx.query<MarkedRow>(
    `WITH stated AS (
       UPDATE payouts po SET statement_mailed_at = now()
       WHERE po.transfer_id IS NOT NULL AND po.statement_mailed_at IS NULL AND ${where}
       RETURNING po.id, po.provider_id, po.order_id, po.currency, po.fee_minor, po.transferred_minor, po.paid_at)
     SELECT s.provider_id, s.order_id, o.product_name, s.currency, s.fee_minor, s.transferred_minor, s.paid_at,
       a.email, a.language
     FROM stated s JOIN orders o ON o.id = s.order_id JOIN accounts a ON a.id = s.provider_id
     ORDER BY s.paid_at, s.id`,
    params,
  );
  const groups = new Map<
    string,
    { email: string; language: string | null; currency: string; lines: StatementLine[] }
  >();
  for (const row of rows) {
    // A deleted account has no address left: its payouts are marked all the same.
    if (!row.email) continue;
    const key = `${row.provider_id} ${row.currency}`;
    const group = groups.get(key) ?? {
      email: row.email,
      language: row.language,
      currency: row.currency,
      lines: [],
    };
    group.lines.push({
      orderId: row.order_id,
      service: row.product_name,
      feeMinor: row.fee_minor,
      netMinor: row.transferred_minor,
      paidAt: new Date(row.paid_at),
    });
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const writer = writerFor(chosenLanguage(group.language));
    await queueMail(tx, statementMail(group.email, group.currency, group.lines, writer));
  }
  return groups.size;
}
