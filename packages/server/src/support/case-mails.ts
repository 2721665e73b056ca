// The mail that keeps the promise of the NEW notice: "you will be notified when someone responds".
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { wantsMail } from '../push/notification-settings';

export async function mailCaseOwner(
  db: Queryable,
  mailer: Mailer,
  log: FastifyBaseLogger,
  caseId: string,
  event: 'reply' | 'closed',
): Promise<void> {
  const [owner] = await db.query<{ id: string; email: string | null; role: string; subject: string }>(
    `SELECT a.id, a.email, a.role, c.subject FROM support_cases c JOIN accounts a ON a.id = c.account_id
     WHERE c.id = $1`,
    [caseId],
  );
  if (!owner?.email) return; // deleted account: nobody to tell
  // Replies follow the owner's mail switch (push/notification-settings.ts); closing a case is always told.
  if (event === 'reply' && !(await wantsMail(db, owner.id, 'SUPPORT_REPLY'))) return;
  const where = owner.role === 'provider' ? 'Support on your provider profile' : 'Support on your profile';
  const text =
    event === 'reply'
      ? [
          `Our support team has answered your case ${caseId} ("${owner.subject}").`,
          `Open ${where} to read it and reply.`,
        ]
      : [
          `Your support case ${caseId} ("${owner.subject}") has been closed.`,
          `If you still need help, open a new case from ${where}.`,
        ];
  // The answer is already saved; a lost mail must not turn it into an error for the operator.
  await mailer.sendDetached(
    {
      to: owner.email,
      subject:
        event === 'reply' ? `Callout support: new reply on ${caseId}` : `Callout support: ${caseId} closed`,
      text: [...text, '', 'Callout'].join('\n'),
    },
    log,
  );
}
