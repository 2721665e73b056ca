// The mail rows: the queue (mail_queue) the deliverer sends from, each row claimed by one instance at a time
// and tried again later when SMTP fails, and the outbox (mail_outbox) a demo or test server keeps its mail in.
import type { Queryable } from '../db/database';
import type { Mail } from './mail';

/** Queues `mail` for delivery, in the transaction of what it tells of when `db` is one. */
export async function queueMail(db: Queryable, mail: Mail): Promise<void> {
  await db.query('INSERT INTO mail_queue (to_address, subject, text_body) VALUES ($1, $2, $3)', [
    mail.to,
    mail.subject,
    mail.text,
  ]);
}

export interface QueuedMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  attempts: number;
}

/** Claims up to `batchSize` due mails no instance holds, for `claimSeconds`, skipping those being claimed. */
export function claimDueMail(db: Queryable, claimSeconds: number, batchSize: number): Promise<QueuedMail[]> {
  return db.query<QueuedMail>(
    `UPDATE mail_queue SET claimed_until = now() + make_interval(secs => $1)
       WHERE id IN (SELECT id FROM mail_queue
                    WHERE next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
                    ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, to_address, subject, text_body, attempts`,
    [claimSeconds, batchSize],
  );
}

/** Gives back the claim on mails `mailIds`: sendable at once by any instance. */
export async function releaseMailClaims(db: Queryable, mailIds: string[]): Promise<void> {
  await db.query('UPDATE mail_queue SET claimed_until = NULL WHERE id = ANY($1)', [mailIds]);
}

/** A mail sent: deleted (its text may hold a code). */
export async function deleteQueuedMail(db: Queryable, mailId: string): Promise<void> {
  await db.query('DELETE FROM mail_queue WHERE id = $1', [mailId]);
}

/** A failed send: `attempts` so far, the error's words, and the next try in `retrySeconds`. */
export async function scheduleMailRetry(
  db: Queryable,
  mailId: string,
  attempts: number,
  lastError: string,
  retrySeconds: number,
): Promise<void> {
  await db.query(
    `UPDATE mail_queue SET attempts = $2, claimed_until = NULL, last_error = $3,
             next_attempt_at = now() + make_interval(secs => $4)
           WHERE id = $1`,
    [mailId, attempts, lastError, retrySeconds],
  );
}

/** Mail still waiting, for the start-up line and operators. */
export async function queuedMailCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_queue');
  return row?.n ?? 0;
}

/** Keeps a mail in the outbox (the mailbox of a demo or test server) instead of sending it. */
export async function insertOutboxMail(db: Queryable, mail: Mail): Promise<void> {
  await db.query('INSERT INTO mail_outbox (to_address, subject, text_body) VALUES ($1, $2, $3)', [
    mail.to,
    mail.subject,
    mail.text,
  ]);
}

/**
 * Moves the queued mail into the outbox in one statement, in the order it was queued and dated when it was
 * (the mailbox lists by that date, so a receipt queued before a code mail stays older), each text with
 * `footer` added.
 */
export async function moveQueuedMailToOutbox(db: Queryable, footer: string): Promise<void> {
  await db.query(
    `WITH due AS (
         DELETE FROM mail_queue WHERE id IN (
           SELECT id FROM mail_queue
           WHERE next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY id FOR UPDATE SKIP LOCKED)
         RETURNING id, to_address, subject, text_body, created_at)
       INSERT INTO mail_outbox (to_address, subject, text_body, created_at)
       SELECT to_address, subject, text_body || $1, created_at FROM due ORDER BY id`,
    [footer],
  );
}

/** The outbox's 200 newest mails, newest first (the dev mailbox). */
export function latestOutboxMail(
  db: Queryable,
): Promise<Array<{ to_address: string; subject: string; text_body: string; created_at: Date }>> {
  return db.query<{ to_address: string; subject: string; text_body: string; created_at: Date }>(
    'SELECT to_address, subject, text_body, created_at FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT 200',
  );
}
