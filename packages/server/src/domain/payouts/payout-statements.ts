// The statement a provider is mailed when money is sent to them: one per transfer made at settlement (or
// when a waiting payout goes out), one per provider for each weekly batch. A payout is marked in the same
// transaction that queues its statement, so none is mailed twice; a batch cut short by a crash is mailed by
// the payout sweep once it is clearly over.

import type { Queryable } from '../../infra/db/database';
import { queueMail } from '../../infra/mail/mail-queue';
import { writerFor } from '../../infra/texts/writer';
import { chosenLanguage } from '../accounts/account-language';
import { markStatementsMailed, type Which } from './payout-statement-store';
import { type StatementLine, statementMail } from './statement-mail';

/**
 * Mails the statements of the payouts sent and not yet stated (one payout, a batch's, or those a crash left):
 * one mail per provider and currency. Returns how many were queued.
 */
export async function mailStatements(tx: Queryable, which: Which): Promise<number> {
  const rows = await markStatementsMailed(tx, which);
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
