// The mail that keeps the promise of the NEW notice: "you will be notified when someone responds".
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../infra/db/database';
import type { Mailer } from '../../infra/mail/mailer';
import { writerFor } from '../../infra/texts/writer';
import { chosenLanguage } from '../accounts/account-language';
import { wantsMail } from '../notifications/push/notification-settings';
import { caseOwner, complaintOwner } from './case-mails-queries';

export async function mailCaseOwner(
  db: Queryable,
  mailer: Mailer,
  log: FastifyBaseLogger,
  caseId: string,
  event: 'reply' | 'closed',
): Promise<void> {
  const owner = await caseOwner(db, caseId);
  if (!owner?.email) return; // deleted account: nobody to tell
  // Replies follow the owner's mail switch (domain/notifications/push/notification-settings.ts); closing a case is always told.
  if (event === 'reply' && !(await wantsMail(db, owner.id, 'SUPPORT_REPLY'))) return;
  const w = writerFor(chosenLanguage(owner.language));
  const where = w.t(
    owner.role === 'provider' ? 'mails:support.whereProvider' : 'mails:support.whereCustomer',
  );
  const facts = { caseId, subject: owner.subject, where };
  const text =
    event === 'reply'
      ? [w.t('mails:support.reply', facts), w.t('mails:support.replyOpen', facts)]
      : [w.t('mails:support.closed', facts), w.t('mails:support.closedOpen', facts)];
  // The answer is already saved; a lost mail must not turn it into an error for the operator.
  await mailer.sendDetached(
    {
      to: owner.email,
      subject: w.t(event === 'reply' ? 'mails:support.replySubject' : 'mails:support.closedSubject', facts),
      text: [...text, '', w.t('mails:signature')].join('\n'),
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
  const owner = await complaintOwner(tx, caseId);
  if (!owner?.email) return; // deleted account: nobody to tell
  const w = writerFor(chosenLanguage(owner.language));
  await mailer.sendWithin(tx, {
    to: owner.email,
    subject: w.t('mails:support.complaintSubject', { caseId }),
    text: [
      w.t('mails:support.complaintClosed', { caseId, subject: owner.subject }),
      '',
      w.t('mails:support.complaintAdr'),
      `${adrBody.name}, ${adrBody.url}`,
      '',
      w.t('mails:support.complaintRights'),
      w.t('mails:support.complaintHow', { link: complaintsPage }),
      '',
      w.t('mails:signature'),
    ].join('\n'),
  });
}
