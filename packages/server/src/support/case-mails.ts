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

/**
 * A complaint closed without settling it: the owner is told, on a durable medium, the alternative dispute
 * resolution body they may take it to. Queued in the transaction that closes the case, so it goes out once
 * and only if the case was closed.
 */
export async function mailUnsettledComplaint(
  tx: Queryable,
  mailer: Mailer,
  caseId: string,
  adrBody: { name: string; url: string },
  complaintsPage: string,
): Promise<void> {
  const [owner] = await tx.query<{ email: string | null; subject: string }>(
    `SELECT a.email, c.subject FROM support_cases c JOIN accounts a ON a.id = c.account_id WHERE c.id = $1`,
    [caseId],
  );
  if (!owner?.email) return; // deleted account: nobody to tell
  await mailer.sendWithin(tx, {
    to: owner.email,
    subject: `Callout support: your complaint ${caseId}`,
    text: [
      `We have closed your complaint ${caseId} ("${owner.subject}") without being able to settle it.`,
      '',
      'You may refer it to our alternative dispute resolution body, free of charge:',
      `${adrBody.name}, ${adrBody.url}`,
      '',
      'Your other rights, including going to court, are not affected.',
      `How we handle complaints: ${complaintsPage}`,
      '',
      'Callout',
    ].join('\n'),
  });
}
