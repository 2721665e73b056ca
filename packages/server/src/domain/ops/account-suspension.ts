// Suspending and reinstating a customer or provider. A suspended account cannot sign in
// (http/routes/accounts/sessions.ts), its sessions end at once and no session of it is honoured (domain/accounts/auth/sessions.ts), and a
// suspended provider disappears from what customers can find and book. The owner is mailed either way.

import { opsPeopleMessages } from '@callout/contracts/ops-people';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import type { Mail, Mailer } from '../../infra/mail/mailer';
import { type Writer, writerFor } from '../../infra/texts/writer';
import { chosenLanguage } from '../accounts/account-language';
import {
  endSessions,
  lockSuspensionTarget,
  markReinstated,
  markSuspended,
  type SuspensionTarget as TargetRow,
} from './account-suspension-store';
import { recordAudit } from './audit-log-store';

async function lockTarget(tx: Queryable, accountId: string): Promise<TargetRow> {
  const row = await lockSuspensionTarget(tx, accountId);
  if (!row) throw new ApiError(404, opsPeopleMessages.accountNotFound);
  // Operators are managed on the server's machine with the CLI, not by each other.
  if (row.role !== 'user' && row.role !== 'provider')
    throw new ApiError(409, opsPeopleMessages.notSuspendable);
  return row;
}

const greeting = (name: string | null, w: Writer) =>
  name ? w.t('mails:account.greeting', { name }) : w.t('mails:account.greetingWithoutName');

/** The owner's mail, in the account's language. */
function suspensionMail(to: string, target: TargetRow, note: string): Mail {
  const w = writerFor(chosenLanguage(target.language));
  return {
    to,
    subject: w.t('mails:account.suspended.subject'),
    text: [
      greeting(target.first_name, w),
      '',
      w.t('mails:account.suspended.said'),
      w.t('mails:account.suspended.reason', { reason: note }),
      w.t('mails:account.suspended.mistake'),
      '',
      w.t('mails:signature'),
    ].join('\n'),
  };
}

function reinstatementMail(to: string, target: TargetRow): Mail {
  const w = writerFor(chosenLanguage(target.language));
  return {
    to,
    subject: w.t('mails:account.reinstated.subject'),
    text: [
      greeting(target.first_name, w),
      '',
      w.t('mails:account.reinstated.said'),
      '',
      w.t('mails:signature'),
    ].join('\n'),
  };
}

export async function suspendAccount(
  db: Database,
  mailer: Mailer,
  operatorId: string,
  accountId: string,
  note: string,
): Promise<void> {
  const target = await db.transaction(async (tx) => {
    const row = await lockTarget(tx, accountId);
    if (row.suspended_at) throw new ApiError(409, opsPeopleMessages.alreadySuspended);
    const suspendedAt = await markSuspended(tx, accountId, note);
    await endSessions(tx, accountId);
    await recordAudit(tx, {
      operatorId,
      action: 'account.suspend',
      subjectType: 'account',
      subjectId: accountId,
      accountId,
      before: { Suspended: null },
      after: { Suspended: suspendedAt },
      note,
    });
    return row;
  });
  if (target.email) await mailer.send(suspensionMail(target.email, target, note));
}

export async function reinstateAccount(
  db: Database,
  mailer: Mailer,
  operatorId: string,
  accountId: string,
  note: string | undefined,
): Promise<void> {
  const target = await db.transaction(async (tx) => {
    const row = await lockTarget(tx, accountId);
    if (!row.suspended_at) throw new ApiError(409, opsPeopleMessages.notSuspended);
    await markReinstated(tx, accountId);
    await recordAudit(tx, {
      operatorId,
      action: 'account.reinstate',
      subjectType: 'account',
      subjectId: accountId,
      accountId,
      before: { Suspended: row.suspended_at, Note: row.suspension_note },
      after: { Suspended: null },
      note: note ?? null,
    });
    return row;
  });
  if (target.email) await mailer.send(reinstatementMail(target.email, target));
}
